"""bench.engine's loop chooses uniformly over every seat's listed actions.

It reads the seats' listings in place, where a plain loop would make one list of every (seat,
action) pair and take an entry of it at random. Both must play the same games, choice for
choice, from the same random numbers: the bench's figures, and their comparison with figures
taken before, rest on it.
"""

import random

import pytest

from bench.engine import _play
from engine import GAMES


def _pairs_loop(kind: str, players: int, games: int) -> tuple[int, list[dict]]:
    """(decisions, final states) of the plain loop over (seat, action) pairs."""
    game, rng, decisions, finals = GAMES[kind], random.Random(1), 0, []
    names = [f"p{i}" for i in range(players)]
    for g in range(games):
        state = game.new_state(names, {}, seed=str(g))[0]
        while not state.finished:
            pairs = [(s, a) for s in range(players) for a in state.legal_actions(s)]
            state.apply_action(*pairs[rng.randrange(len(pairs))])
            decisions += 1
        finals.append(state.to_dict())
    return decisions, finals


@pytest.mark.parametrize("kind, players", [("dac", 5), ("slyng", 3), ("vri_atter", 4)])
def test_the_bench_plays_the_games_of_a_list_of_pairs(kind, players):
    game, names, made = GAMES[kind], [f"p{i}" for i in range(players)], []

    def new_state(seed):
        made.append(game.new_state(names, {}, seed=seed)[0])
        return made[-1]

    decisions, games = _play(new_state, players, lambda played: played < 6, "actions")
    assert games == 6
    assert (decisions, [s.to_dict() for s in made]) == _pairs_loop(kind, players, 6)
