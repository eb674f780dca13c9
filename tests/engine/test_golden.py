"""Engine changes keep behaviour: the golden playouts (tests/engine/golden.py) play out again
move for move, with the same legal moves, events, final state and views."""

import json

import pytest

from engine import GAMES

from . import golden


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_golden_playouts_replay_identically(kind):
    for recorded in golden.load(kind):
        seed = int(recorded["seed"].removeprefix("golden-"))
        again = golden.play(kind, seed)
        where = f"{kind} {recorded['seed']}"
        assert again["deal"] == recorded["deal"], where
        assert len(again["steps"]) == len(recorded["steps"]), where
        for i, (a, b) in enumerate(zip(again["steps"], recorded["steps"])):
            assert a == b, (where, i)
        assert again["final"] == recorded["final"], where
        assert again["views"] == json.loads(json.dumps(recorded["views"])), where
