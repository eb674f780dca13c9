"""The benchmark's floor (bench/floor.py) plays Slyng as the engine does.

Seeded random games at every table size, stepped in the floor and the engine side by side from
the same seed: at every step each seat lists the same moves in both (the same attack sets, beats
and takes, as often), and after each move both hold the same hands, stock and roles, and end
together. A floor that played other rules would make its row in `bench.engine` meaningless.
"""

import random

import pytest

from bench.floor import BEAT, TAKE, SlyngFloor
from engine import GAMES
from engine.cards import RANKS, SUITS


def card(c: int) -> str:
    return RANKS[c >> 2] + SUITS[c & 3]


def floor_move(action: int) -> tuple:
    if action < BEAT:
        return "attack", tuple(sorted(card(c) for c in range(52) if action >> c & 1))
    if action < TAKE:
        return ("beat", *map(card, divmod(action - BEAT, 52)))
    return "take", card(action - TAKE)


def engine_move(move: dict) -> tuple:
    if move["type"] == "attack":
        return "attack", tuple(sorted(move["cards"]))
    if move["type"] == "beat":
        return "beat", move["attack_card"], move["card"]
    return "take", move["attack_card"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_floor_lists_and_plays_what_the_engine_does(players):
    rng = random.Random(players)
    steps = 0
    for game_no in range(40):
        seed = f"floor:{game_no}"
        floor = SlyngFloor(players, seed)
        state, _ = GAMES["slyng"].new_state([f"p{i}" for i in range(players)], seed=seed)
        while True:
            assert floor.finished == state.finished
            assert [[card(c) for c in h] for h in floor.hands] == state.hands
            assert [card(c) for c in floor.stock] == state.stock
            if state.finished:
                break
            assert (floor.attacker, floor.defender) == (state.attacker, state.defender)
            choices = []
            for seat in range(players):
                moves = state.legal_moves(seat)
                actions = floor.legal_actions(seat)
                assert sorted(map(floor_move, actions)) == sorted(map(engine_move, moves))
                listed = {engine_move(m): m for m in moves}
                choices += [(seat, a, listed[floor_move(a)]) for a in actions]
            seat, action, move = rng.choice(choices)
            floor.apply_action(seat, action)
            state.apply(seat, move)
            steps += 1
    assert steps > 40 * 20
