"""Assertions shared by the engine's scenario tests."""

import pytest

from engine import IllegalMove


def rejects(state, seat, move, code):
    """`move` is refused with `code`, and the state is exactly as it was."""
    before = state.to_dict()
    with pytest.raises(IllegalMove) as err:
        state.apply(seat, move)
    assert err.value.code == code, err.value
    assert state.to_dict() == before
