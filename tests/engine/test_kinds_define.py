"""Every kind's state defines what `State` leaves to it (State.KIND_DEFINES): an extension
type, as the compiled engine makes `State`, can have no abstract base to say so. And, played
and loaded, it keeps to as many attributes as CPython lays out fast."""

import random

import pytest

from engine import GAMES
from engine.game import State
from harness.playout import KINDS


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_kind_defines_what_state_leaves_to_it(kind):
    state_class = GAMES[kind].state_class
    missing = [name for name in State.KIND_DEFINES
               if not callable(getattr(state_class, name, None))]
    assert missing == []


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_state_keeps_its_attributes_in_its_class_layout(kind):
    # CPython 3.11 keeps an object's first 29 attributes in its class's shared layout; an
    # object with more holds them in a dict of its own, where each attribute and method is
    # found more slowly (engine/game.py, State.__init__). Compiled, a state has no dict.
    rng = random.Random(f"layout-{kind}")
    game = GAMES[kind]
    for players in sorted({game.min_players, min(game.max_players, 6)}):
        state = game.new_state([f"p{i}" for i in range(players)], {}, seed=kind)[0]
        seats = range(players)
        for _ in range(200):
            assert len(getattr(state, "__dict__", {})) <= 29
            if state.finished:
                break
            seat, move = KINDS[kind].choose(state, rng, {s: state.legal_moves(s) for s in seats})
            state.apply(seat, move)
            state = game.load(state.to_dict())
