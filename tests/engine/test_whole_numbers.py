"""A whole number may be written 2.0 (JSON Schema's `integer` takes it): a move or an option
with its whole numbers written so is the same move or option; 2.5 is still refused."""

import copy
import random

import pytest

from engine import GAMES, IllegalMove
from engine.declarations import NUMBERED
from harness.playout import KINDS


def _as_floats(value):
    """`value` with every int (not bool) written as a float."""
    if type(value) is int:
        return float(value)
    if type(value) is list:
        return [_as_floats(v) for v in value]
    if type(value) is dict:
        return {k: _as_floats(v) for k, v in value.items()}
    return value


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_listed_move_with_its_numbers_as_floats_is_the_same_move(kind):
    game, adapter = GAMES[kind], KINDS[kind]
    written = 0
    for seed in range(6):
        rng = random.Random(seed)
        n = rng.randint(game.min_players, min(game.max_players, 5))
        state, _ = game.new_state([f"p{i}" for i in range(n)], adapter.forced_options(rng),
                                  seed=f"whole{seed}")
        for _ in range(400):
            if state.finished:
                break
            moves = {s: state.legal_moves(s) for s in range(n)}
            seat, move = adapter.choose(state, rng, moves)
            floated = _as_floats(move)
            if repr(floated) != repr(move):  # it had a whole number (2.0 == 2 in Python)
                twin = copy.deepcopy(state)
                assert twin.apply(seat, floated) == state.apply(seat, move)
                assert twin.to_dict() == state.to_dict()
                written += 1
            else:
                state.apply(seat, move)
    numbered = any(p.kind in NUMBERED
                   for spec in game.moves.values() for p in spec.params.values())
    assert (written > 0) == numbered  # each kind whose moves number things was tried


_INT_OPTIONS = [(kind, option) for kind in sorted(GAMES) for option in GAMES[kind].options
                if option.kind == "int"]


@pytest.mark.parametrize(("kind", "option"), _INT_OPTIONS,
                         ids=[f"{kind}-{option.name}" for kind, option in _INT_OPTIONS])
def test_an_int_option_written_as_a_float_is_the_same_option(kind, option):
    game = GAMES[kind]
    names = [f"p{i}" for i in range(game.min_players)]
    value = option.minimum + 1
    same, _ = game.new_state(names, {option.name: float(value)}, seed="o")
    assert same.options[option.name] == value and type(same.options[option.name]) is int
    assert same.to_dict() == game.new_state(names, {option.name: value}, seed="o")[0].to_dict()
    with pytest.raises(IllegalMove) as err:
        game.new_state(names, {option.name: value + 0.5}, seed="o")
    assert err.value.code == "BAD_PARAMETERS"


def test_a_numbered_choice_written_as_a_float_is_that_choice():
    game = GAMES["slyng"]
    names = ["a", "b"]
    state, _ = game.new_state(names, {"deck": 36.0}, seed="c")
    assert state.options["deck"] == 36 and type(state.options["deck"]) is int
    for wrong in (36.5, "36", True):
        with pytest.raises(IllegalMove):
            game.new_state(names, {"deck": wrong}, seed="c")
