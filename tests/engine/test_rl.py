"""Every kind as a PettingZoo AEC environment (engine/rl.py).

PettingZoo's own `api_test` passes for every kind. Over seeded random games, each agent's
observation is the encoding of its seat's view and nothing else: the same state with every card
the seat has not seen dealt again at random (the bots' determinization) gives the same
observation, so no hidden card reaches it. The action mask, and the acting agent's info, are
the seat's legal actions; every game ends with rewards from 1 (first) down to -1 (last), and a
game can be truncated.
"""

import random
import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is part of the test extra")

from pettingzoo.test import api_test

from engine import GAMES
from engine.bots import PLAYS
from engine.rl import env, observe_view

TABLES = [(kind, n) for kind in sorted(GAMES)
          for n in sorted({GAMES[kind].min_players, min(GAMES[kind].max_players, 4)})]


@pytest.mark.parametrize(("kind", "players"), TABLES)
def test_pettingzoo_api_test_passes(kind, players):
    with warnings.catch_warnings():
        # the dict observation with an action mask is how PettingZoo's own card games look
        warnings.filterwarnings("ignore", message="Observation", category=UserWarning)
        api_test(env(kind, players=players), num_cycles=200, verbose_progress=False)


def _random_games(kind: str, players: int, games: int):
    """Each step of seeded random games: the environment, about to act."""
    table = env(kind, players=players)
    rng = random.Random(f"rl-{kind}-{players}")
    for g in range(games):
        table.reset(seed=g)
        while not all(table.terminations.values()) and not all(table.truncations.values()):
            yield table
            mask = table.observe(table.agent_selection)["action_mask"]
            table.step(int(rng.choice(np.flatnonzero(mask))))
        assert all(table.terminations.values()), f"{kind} game {g} was cut short"
        assert all(not info for info in table.infos.values())
        # places from the result: 1 for the first, -1 for the last; tied seats share their
        # places (two tied first of four get 2/3 each)
        rewards = sorted(table.rewards.values())
        assert -1.0 <= rewards[0] <= rewards[-1] <= 1.0, rewards
        assert rewards[-1] == 1.0 or rewards.count(rewards[-1]) > 1, rewards
        assert rewards[0] == -1.0 or rewards.count(rewards[0]) > 1, rewards


@pytest.mark.parametrize(("kind", "players"), TABLES)
def test_observations_show_the_view_and_no_hidden_card(kind, players):
    game, play = GAMES[kind], PLAYS[kind]
    rng = random.Random(kind)
    for step, table in enumerate(_random_games(kind, players, games=4)):
        state = table.state
        acting = table.possible_agents.index(table.agent_selection)
        legal = state.legal_actions(acting)
        assert sorted(np.flatnonzero(table.observe(table.agent_selection)["action_mask"])) \
            == sorted(legal)
        assert table.infos[table.agent_selection]["legal_actions"] == legal
        assert all(not info for agent, info in table.infos.items()
                   if agent != table.agent_selection)
        if step % 3:
            continue
        for seat, agent in enumerate(table.possible_agents):
            observed = table.observe(agent)
            assert observed["observation"].shape == \
                table.observation_space(agent)["observation"].shape
            assert np.array_equal(observed["observation"], observe_view(kind, state.view(seat)))
            if agent != table.agent_selection:
                assert not observed["action_mask"].any()
            # every card the seat has not seen, dealt again: the observation does not change
            twin = play.determinize(game, state.view(seat, memory=True), rng)
            table.state = twin
            assert np.array_equal(table.observe(agent)["observation"], observed["observation"])
            table.state = state


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_an_observation_is_as_long_at_every_table_size(kind):
    game = GAMES[kind]
    lengths = set()
    for players in range(game.min_players, game.max_players + 1):
        state, _ = game.new_state([f"p{i}" for i in range(players)], seed="sizes")
        lengths |= {len(observe_view(kind, state.view(seat))) for seat in range(players)}
    assert len(lengths) == 1, lengths


def test_a_game_longer_than_max_steps_is_truncated():
    table = env("vri_atter", players=2, max_steps=3)
    table.reset(seed=1)
    for _ in range(3):
        mask = table.observe(table.agent_selection)["action_mask"]
        table.step(int(np.flatnonzero(mask)[0]))
    assert all(table.truncations.values()) and not any(table.terminations.values())
    assert all(not info for info in table.infos.values())
    assert not table.observe(table.agent_selection)["action_mask"].any()
