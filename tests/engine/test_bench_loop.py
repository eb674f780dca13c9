"""bench.engine's loop chooses uniformly over every seat's listed actions, and plays each row
in turns with the references it is compared with.

It reads the seats' listings in place, where a plain loop would make one list of every (seat,
action) pair and take an entry of it at random. Both must play the same games, choice for
choice, from the same random numbers: the bench's figures, and their comparison with figures
taken before, rest on it.
"""

import random
import time

import pytest

from bench.engine import _games, _until, interleaved, turn_ratio
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

    decisions, games = _until(_games(new_state, players, "actions"), lambda played: played < 6)
    assert games == 6
    assert (decisions, [s.to_dict() for s in made]) == _pairs_loop(kind, players, 6)


def test_the_bench_plays_each_row_in_turns_with_its_references():
    played = []

    def games(name):
        while True:
            played.append(name)
            time.sleep(0.0002)
            yield 3

    rates = interleaved([games("row"), games("reference")], seconds=0.01, slice_seconds=0.001)
    turns = [name for i, name in enumerate(played) if i == 0 or played[i - 1] != name]
    assert turns == ["row", "reference"] * 10
    for decisions_per_s, games_per_s, turns in rates:
        assert decisions_per_s == pytest.approx(3 * games_per_s)
        assert 0 < games_per_s < 1 / 0.0002
        assert len(turns) == 10 and min(turns) <= decisions_per_s <= max(turns)


def test_a_rows_ratio_is_the_median_of_its_turns_ratios():
    # the third turn ran while the machine was slow for the row alone
    assert turn_ratio([100, 102, 20, 98, 100], [50, 50, 50, 49, 50]) == pytest.approx(2.0)
