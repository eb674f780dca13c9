"""Engine changes keep behaviour: the golden playouts (harness/golden.py) play out again move
for move, with the same legal moves, events, final state and views."""

import pytest

from engine import GAMES
from harness import golden


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_golden_playouts_replay_identically(kind):
    assert golden.check_replays(kind) > 0
