"""Every kind's state defines what `State` leaves to it (State.KIND_DEFINES): an extension
type, as the compiled engine makes `State`, can have no abstract base to say so."""

import pytest

from engine import GAMES
from engine.game import State


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_kind_defines_what_state_leaves_to_it(kind):
    state_class = GAMES[kind].state_class
    missing = [name for name in State.KIND_DEFINES
               if not callable(getattr(state_class, name, None))]
    assert missing == []
