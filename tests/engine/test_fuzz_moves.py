"""Arbitrary move bodies never crash the engine: each is applied or refused with IllegalMove."""

import random

import pytest

from engine import GAMES, IllegalMove
from harness.playout import KINDS

VALUES = [None, True, 0, 1, 3, -1, 99, 2**40, 1.5, 2.0, "", "x", "7H", "7H#2", "JK1", "QS", "3C",
          "6", "JOKER", [], [0], [5, 5], [-1], ["7H"], ["7H", "7H"], ["AS", "KS", "QS"],
          [{"attack_card": "7H", "beat_with": None}], [{"player": 1, "slot": 0, "give_slot": 0}],
          [{"player": 99, "slot": -3, "give_slot": 0}], {}, {"a": 1}]


def random_body(game, rng):
    spec = rng.choice(list(game.moves.values()))
    body = {"type": spec.name if rng.random() < 0.95 else rng.choice(["", "PLAY", 3])}
    for name in spec.params:
        if rng.random() < 0.8:
            body[name] = rng.choice(VALUES)
    if rng.random() < 0.05:
        body["unexpected"] = 1
    return body


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_arbitrary_bodies_are_applied_or_refused(kind):
    game, adapter = GAMES[kind], KINDS[kind]
    for seed in range(12):
        rng = random.Random(seed)
        n = rng.randint(game.min_players, min(game.max_players, 6))
        state, _ = game.new_state([f"p{i}" for i in range(n)], adapter.forced_options(rng),
                                  seed=str(seed))
        for _ in range(3000):
            if state.finished:
                break
            for _ in range(5):
                try:
                    state.check(rng.randrange(n), random_body(game, rng))
                except IllegalMove:
                    pass
            moves = {s: state.legal_moves(s) for s in range(n)}
            state.apply(*adapter.choose(state, rng, moves))
