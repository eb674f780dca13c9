"""The move resign in every kind: what becomes of the seat, its cards and the game."""

import pytest

from engine import GAMES

from .assertions import rejects

RESIGN = {"type": "resign"}


def test_resign_is_declared_by_every_kind_and_never_listed():
    for game in GAMES.values():
        assert "resign" in game.moves
        state, _ = game.new_state(["a", "b", "c"][:max(2, game.min_players)], seed="r")
        assert all(m["type"] != "resign" for s in range(len(state.names))
                   for m in state.legal_moves(s))


def test_vri_atter_a_resignation_on_turn_passes_the_turn_and_buries_the_hand():
    state, _ = GAMES["vri_atter"].new_state(["a", "b", "c"], seed="r", dealer=2)
    assert state.current == 0
    hand, stock = list(state.hands[0]), list(state.stock)
    events = state.apply(0, RESIGN)
    assert [e["type"] for e in events] == ["resigned", "turn"]
    assert events[0]["public"] == {"seat": 0, "to_stock": len(hand),
                                  "stock_count": len(stock) + len(hand)}
    assert state.stock == stock + hand and state.hands[0] == []
    assert state.current == 1 and state.to_act() == [1]
    assert state.view(None)["resigned"] == [0]
    rejects(state, 0, RESIGN, "NOT_IN_PLAY")
    rejects(state, 0, {"type": "knock", "target": 1}, "NOT_IN_PLAY")
    # the last of the others to resign leaves one holder: the game is over, resigners last
    events = state.apply(2, RESIGN)
    assert [e["type"] for e in events] == ["resigned", "game_over"]
    assert state.result == {"finishing_order": [[1], [2], [0]], "blocked": False,
                            "resigned": [0, 2]}


def test_vri_atter_a_resignation_out_of_turn_keeps_the_turn():
    state, _ = GAMES["vri_atter"].new_state(["a", "b", "c"], seed="r", dealer=2)
    events = state.apply(2, RESIGN)
    assert [e["type"] for e in events] == ["resigned"]
    assert state.current == 0
    state.apply(0, {"type": "draw"})
    assert state.draws == 1  # the turn went on where it was


def test_slyng_the_resigner_loses_and_the_game_ends():
    state, _ = GAMES["slyng"].new_state(["a", "b", "c"], seed="r")
    events = state.apply(1, RESIGN)
    assert [e["type"] for e in events] == ["resigned", "game_over"]
    assert state.result == {"winners": [0, 2], "finishing_order": [[0, 2], [1]],
                            "resigned": [1]}
    rejects(state, 0, RESIGN, "GAME_OVER")


@pytest.mark.parametrize("kind", ["president", "dac"])
def test_a_match_ends_at_a_resignation(kind):
    state, _ = GAMES[kind].new_state(["a", "b", "c"], seed="r")
    before = [sorted(h) for h in getattr(state, "hands", getattr(state, "rows", []))]
    events = state.apply(2, RESIGN)
    assert [e["type"] for e in events] == ["resigned", "game_over"]
    assert state.finished and state.to_act() == [] and state.result["resigned"] == [2]
    assert [sorted(h) for h in getattr(state, "hands", getattr(state, "rows", []))] == before
    if kind == "dac":
        assert state.result["winners"] == [0, 1]  # both at 0 points: the round is not scored
        assert state.result["scores"] == [0, 0, 0]
    else:
        assert state.result["rounds"] == []


def test_a_clock_has_a_default_move_only_where_the_rules_decide_nothing():
    from .dac_helpers import position
    s = position()
    assert s.default_move(0) is None  # a turn: a real decision
    s.apply(0, {"type": "draw_stock"})
    s.apply(0, {"type": "replace", "slot": 0})
    assert s.phase == "snap_window"
    assert s.default_move(1) == {"type": "pass_snap"}
    vri, _ = GAMES["vri_atter"].new_state(["a", "b"], seed="r")
    assert vri.default_move(vri.current) is None
