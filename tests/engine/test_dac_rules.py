"""Dač: the worked scenarios of rules spec 2.6 and the rules and options of 2.3/2.4."""

from engine.cards import is_card
from harness.playout import cards_in

from .assertions import rejects
from .dac_helpers import GAME, LAYOUT, position

P0, P1, P2 = 0, 1, 2
DRAW, TAKE, PASS = {"type": "draw_stock"}, {"type": "take_discard"}, {"type": "pass_snap"}


def replace(slot, **kw):
    return {"type": "replace", "slot": slot, **kw}


def snap(*slots):
    return {"type": "snap", "slots": list(slots)}


def everyone_passes(s, *seats):
    for p in seats:
        s.apply(p, PASS)


def test_b1_initial_peek():
    s = position(phase="setup_peek", peeked=False)
    rejects(s, P0, {"type": "initial_peek", "slots": [0, 1, 2]}, "INVALID_PEEK")
    events = s.apply(P0, {"type": "initial_peek", "slots": [0, 1]})
    assert s.project_event(events[0], P0, live=True)["cards"] == {"0": "7D", "1": "KH"}
    assert "cards" not in s.project_event(events[0], P0)  # not served again from the log
    assert "cards" not in s.project_event(events[0], P1)
    assert s.project_event(events[0], P1)["slots"] == [0, 1]
    rejects(s, P0, {"type": "initial_peek", "slots": []}, "ALREADY_RESPONDED")
    rejects(s, P0, DRAW, "WRONG_PHASE")
    s.apply(P2, {"type": "initial_peek", "slots": []})
    s.apply(P1, {"type": "initial_peek", "slots": [3]})
    assert s.phase == "turn_draw" and s.current == P0


def test_b2_first_turn_empty_discard_and_b3_snapping():
    s = position()
    rejects(s, P0, TAKE, "EMPTY_DISCARD")
    events = s.apply(P0, DRAW)
    assert s.project_event(events[-1], P0, live=True)["card"] == "3H"
    assert "card" not in s.project_event(events[-1], P0)
    assert "card" not in s.project_event(events[-1], P1, live=True)
    s.apply(P0, replace(0))
    assert s.discard == ["7D"] and s.rows[P0][0] == "3H" and s.known[P0][0] == [P0]
    assert s.phase == "snap_window" and s.window["rank"] == "7"
    s.apply(P1, snap(1))
    assert s.rows[P1][1] is None and s.discard[-1] == "7S"
    s.apply(P2, snap(0))
    assert s.rows[P2][0] == "2S" and s.known[P2][0] == [0, 1, 2]
    assert s.rows[P2][4] == "8C" and s.known[P2][4] == []
    s.apply(P0, PASS)
    assert s.phase == "turn_draw" and s.current == P1
    rejects(s, P2, snap(1), "WRONG_PHASE")


def test_b4_queen_power_only_for_the_first_discarder():
    s = position(stock=("QH",), current=P1)
    s.apply(P1, DRAW)
    s.apply(P1, {"type": "discard_drawn"})
    assert s.phase == "power_q"
    events = s.apply(P1, {"type": "queen_peek", "slot": 2})
    assert s.project_event(events[0], P1, live=True)["card"] == "JD"
    assert s.window["rank"] == "Q"
    s.apply(P0, snap(2))
    assert s.rows[P0][2] is None
    rejects(s, P0, {"type": "queen_peek", "slot": 0}, "WRONG_PHASE")


def test_b6_taking_the_discard_forces_a_replace():
    s = position(discard=("2H",), current=P2)
    s.apply(P2, TAKE)
    rejects(s, P2, {"type": "discard_drawn"}, "MUST_REPLACE")
    s.apply(P2, replace(3))
    assert s.discard[-1] == "5D" and s.rows[P2][3] == "2H" and s.known[P2][3] == [0, 1, 2]
    assert s.window["rank"] == "5"


def test_b8_scoring_and_shared_wins():
    rows = [["AS", "KH", "10C", "KS"], ["JD", None, "QS", None], ["2C", "3D", "KD", "4H", "5C"]]
    s = position(rows)
    s.caller = P0
    events = s._reveal("dac")
    assert s.result["scores"] == [24, 23, 14] and s.result["winners"] == [P2]
    rows = [["AS", "KH", "10C", "3S"], ["JD", None, "3C", None], ["2C", "3D", "KD", "4H", "5C"]]
    s = position(rows)
    s._reveal("dac")
    assert s.result["scores"] == [14, 14, 14] and s.result["winners"] == [0, 1, 2]
    assert events[-1]["type"] == "game_over"


def test_b10_blind_snap_is_accepted_and_strict_memory_hides_cards():
    s = position()
    s.apply(P0, DRAW)
    s.apply(P0, replace(0))
    view = s.view(P0)
    assert "card" not in view["players"][0]["slots"][0]
    s.apply(P0, snap(3))  # 9S in a rank-7 window, never seen by P0
    assert s.rows[P0][3] == "9S" and len(s.rows[P0]) == 5 and s.known[P0][4] == []
    shown = cards_in({k: v for k, v in s.view(P0).items() if k != "options"})
    assert shown <= set(s.discard)


def test_dac_call_and_last_round():
    s = position()
    s.apply(P0, DRAW)
    s.apply(P0, {"type": "discard_drawn", "call_dac": True})
    assert s.caller == P0
    everyone_passes(s, P0, P1, P2)
    for p in (P1, P2):
        assert s.current == p
        rejects(s, p, {"type": "draw_stock", "call_dac": True}, "BAD_PARAMETERS")
        s.apply(p, DRAW)
        rejects(s, p, {"type": "discard_drawn", "call_dac": True}, "DAC_ALREADY_CALLED")
        s.apply(p, {"type": "discard_drawn"})
        everyone_passes(s, P0, P1, P2)
    assert s.finished and s.result["winners"]


def test_call_on_replace_survives_a_power_and_second_call_rejected():
    s = position(stock=("5C",))
    s.apply(P0, DRAW)
    s.apply(P0, replace(2, call_dac=True))  # QC leaves: Queen power follows
    assert s.phase == "power_q" and s.caller == P0
    rejects(s, P0, {"type": "skip_power", "call_dac": True}, "DAC_ALREADY_CALLED")
    s.apply(P0, {"type": "skip_power"})
    assert s.phase == "snap_window"


def test_jack_power_mandatory_optional_look_and_lock():
    s = position(stock=("JH",))
    s.apply(P0, DRAW)
    s.apply(P0, {"type": "discard_drawn"})
    assert s.phase == "power_j"
    rejects(s, P0, {"type": "skip_power"}, "POWER_REQUIRED")
    rejects(s, P0, {"type": "jack_swap", "own_slot": 0, "target_player": P0, "target_slot": 1},
            "INVALID_TARGET")
    s.known[P0][0] = [P0]
    s.apply(P0, {"type": "jack_swap", "own_slot": 0, "target_player": P2, "target_slot": 1})
    assert s.rows[P0][0] == "KC" and s.rows[P2][1] == "7D" and s.known[P2][1] == [P0]
    s = position(stock=("JH",), options={"jack_optional": True, "jack_look": True})
    s.apply(P0, DRAW)
    s.apply(P0, {"type": "discard_drawn"})
    GAME.load(s.to_dict()).apply(P0, {"type": "skip_power"})
    events = s.apply(P0, {"type": "jack_swap", "own_slot": 0, "target_player": P1,
                          "target_slot": 0})
    assert s.project_event(events[0], P0, live=True)["cards"] == {"own": "4C", "target": "7D"}
    assert "cards" not in s.project_event(events[0], P1, live=True)
    s = position(stock=("JH",), options={"lock_caller_layout": True})
    s.caller, s.caller_turn_over = P1, True
    s.apply(P0, DRAW)
    s.apply(P0, {"type": "discard_drawn"})
    rejects(s, P0, {"type": "jack_swap", "own_slot": 0, "target_player": P1, "target_slot": 0},
            "INVALID_TARGET")


def test_power_source_option():
    s = position(stock=("5C",), options={"power_source": "drawn_from_stock_only"})
    s.apply(P0, DRAW)
    s.apply(P0, replace(2))  # QC from the layout: no power under this option
    assert s.phase == "snap_window"


def test_snap_window_options():
    s = position(options={"discarder_may_snap": False})
    s.apply(P0, DRAW)
    s.apply(P0, replace(0))
    rejects(s, P0, snap(1), "ALREADY_RESPONDED")
    s = position(options={"snap_limit": "first_only"})
    s.apply(P0, DRAW)
    s.apply(P0, replace(0))
    s.apply(P1, snap(1))
    assert s.phase == "turn_draw" and s.current == P1
    s = position(options={"failed_snap_card": "stays_discarded"})
    s.apply(P0, DRAW)
    s.apply(P0, replace(0))
    s.apply(P2, snap(0))
    assert s.rows[P2][0] is None and s.discard[-1] == "2S" and s.window["rank"] == "7"
    assert len(s.rows[P2]) == 5
    s = position(options={"snap_window": "until_next_draw"})
    s.apply(P0, DRAW)
    s.apply(P0, replace(0))
    assert s.phase == "turn_draw" and s.current == P1 and s.window is not None
    s.apply(P2, snap(0))
    rejects(s, P2, snap(1), "ALREADY_RESPONDED")
    s.apply(P1, DRAW)
    assert s.window is None
    rejects(s, P0, snap(1), "WRONG_PHASE")


def test_snap_others():
    s = position(options={"snap_others": False})
    s.apply(P0, DRAW)
    s.apply(P0, replace(0))
    rejects(s, P0, snap({"player": P1, "slot": 1, "give_slot": 3}), "VARIANT_DISABLED")
    s = position(options={"snap_others": True})
    s.apply(P0, DRAW)
    s.apply(P0, replace(0))
    s.apply(P2, snap({"player": P1, "slot": 1, "give_slot": 3}))
    assert s.discard[-1] == "7S" and s.rows[P1][1] == "5D" and s.rows[P2][3] is None
    s.apply(P0, snap({"player": P1, "slot": 0, "give_slot": 1}))
    assert s.rows[P1][0] == "4C" and s.known[P1][0] == [0, 1, 2] and len(s.rows[P0]) == 5


def test_dac_timing_instead_of_turn_and_min_rounds():
    s = position(options={"dac_timing": "instead_of_turn"})
    rejects(s, P0, {"type": "discard_drawn", "call_dac": True}, "VARIANT_DISABLED")
    s.apply(P0, {"type": "call_dac"})
    assert s.caller == P0 and s.current == P1 and s.phase == "turn_draw"
    s = position(options={"dac_min_full_rounds": 1})
    s.call_ok = False
    s.apply(P0, DRAW)
    rejects(s, P0, {"type": "discard_drawn", "call_dac": True}, "DAC_TOO_EARLY")
    s = position()
    rejects(s, P0, {"type": "call_dac"}, "VARIANT_DISABLED")


def test_initial_options_and_two_decks():
    s, events = GAME.new_state([f"p{i}" for i in range(3)], {"initial_peek": "fixed_first_two",
                                                             "initial_upcard": True}, seed="x")
    assert s.phase == "turn_draw" and len(s.discard) == 1
    peek = next(e for e in events if e["type"] == "peeked")
    assert s.project_event(peek, 1)["cards"] == {"0": s.rows[1][0], "1": s.rows[1][1]}
    s, _ = GAME.new_state([f"p{i}" for i in range(9)], seed="x")
    assert s.decks == 2 and len(s.stock) == 104 - 36 and s.rows[0][0].count("#") == 1
    for opts, n in (({"decks": 1}, 9), ({"max_players": 4}, 5)):
        try:
            GAME.new_state([f"p{i}" for i in range(n)], opts, seed="x")
            raise AssertionError("accepted")
        except Exception as err:  # noqa: BLE001 - the engine's IllegalMove
            assert getattr(err, "code", None) == "BAD_PARAMETERS"


def test_memory_aid_shows_seen_cards_only():
    s = position(options={"memory_aid": True}, phase="setup_peek", peeked=False)
    events = s.apply(P0, {"type": "initial_peek", "slots": [0]})
    assert s.project_event(events[0], P0)["cards"] == {"0": "7D"}  # may be read again
    slots = s.view(P0)["players"][0]["slots"]
    assert slots[0]["card"] == "7D" and "card" not in slots[1]
    assert "card" not in s.view(P1)["players"][0]["slots"][0]


_FACTS = ("seen_by", "kept_over", "kept_over_seen", "held_over", "held_over_unseen")


def _facts(s, viewer, owner, slot):
    """The public facts a view with memory shows of a slot (not its card)."""
    shown = s.view(viewer, memory=True)["players"][owner]["slots"][slot]
    return {k: v for k, v in shown.items() if k in _FACTS}


def test_a_face_down_card_s_public_facts_are_kept_for_a_perfect_memory():
    """Who has seen each card, what a card kept from a stock draw replaced (and whether its
    keeper had seen that one), and the lowest turned-up card its owner, knowing it, kept it
    over (or that it kept it over one it had not seen) are public: views with memory show
    them, moving with the card; a card taken from the pile or turned up has none of the last
    two, and a round over, no card has."""
    s = position(stock=("3H", "8C", "JH", "6D"))
    s.known[P0][0], s.known[P0][1], s.known[P1][0], s.known[P2][0] = [P0], [P0], [P1], [P2]
    s.apply(P0, DRAW)
    s.apply(P0, replace(0))  # 3H kept over 7D, which P0 had seen; and so was its KH
    everyone_passes(s, P0, P1, P2)
    assert _facts(s, P1, P0, 0) == {"seen_by": [P0], "kept_over": "7D", "kept_over_seen": True}
    assert _facts(s, P1, P0, 1) == {"seen_by": [P0], "held_over": "7D"}
    assert _facts(s, P1, P0, 2) == {"seen_by": []}
    s.apply(P1, DRAW)
    s.apply(P1, replace(3))  # 8C kept over AH, unseen; and so was its 4C
    everyone_passes(s, P0, P1, P2)
    assert _facts(s, P0, P1, 0) == {"seen_by": [P1], "held_over_unseen": True}
    s.apply(P2, DRAW)
    s.apply(P2, {"type": "discard_drawn"})  # its 2S kept over the JH
    s.apply(P2, {"type": "jack_swap", "own_slot": 2, "target_player": P1, "target_slot": 3})
    assert _facts(s, P0, P2, 0) == {"seen_by": [P2], "held_over": "JH"}
    assert _facts(s, P0, P2, 2) == {"seen_by": [P1], "kept_over": "AH", "kept_over_seen": False}
    assert _facts(s, P0, P1, 3) == {"seen_by": []}  # P2's 10H, never seen
    everyone_passes(s, P0, P1, P2)
    assert all(set(slot) == {"slot", "occupied"} for p in s.view(P0)["players"]
               for slot in p["slots"])  # without memory: no fact
    again = GAME.load(s.to_dict())
    assert again.view(P0, memory=True) == s.view(P0, memory=True)
    older = s.to_dict()
    del older["facts"]  # a record from before these facts were kept has none
    assert not any(k in str(GAME.load(older).view(P0, memory=True)) for k in _FACTS[1:])
    s.apply(P0, TAKE)
    s.apply(P0, replace(0, call_dac=True))  # JH, seen by all, over its 3H: the KH kept over
    assert _facts(s, P2, P0, 0) == {"seen_by": [P0, P1, P2]}
    assert _facts(s, P2, P0, 1) == {"seen_by": [P0], "held_over": "3H"}
    s.apply(P2, snap(2))  # a wrong snap: 8C turned up, and back, known to all
    assert _facts(s, P0, P2, 2) == {"seen_by": [P0, P1, P2]}
    everyone_passes(s, P0, P1)
    for p in (P1, P2):
        s.apply(p, DRAW)
        s.apply(p, {"type": "discard_drawn"})
        if s.phase == "power_q":
            s.apply(p, {"type": "skip_power"})
        everyone_passes(s, P0, P1, P2)
    assert s.phase == "finished" and "facts" not in s.to_dict()


def test_cumulative_scoring_next_round_and_caller_penalty():
    s = position(options={"scoring": "cumulative", "target_score": 200, "caller_penalty": 10})
    s.caller = P0
    s._reveal("dac")
    assert s.phase == "round_over" and s.totals[P0] == 7 + 0 + 12 + 9 + 10
    rejects(s, P1, DRAW, "WRONG_PHASE")
    s.apply(P1, {"type": "next_round"})
    assert s.round_no == 2 and s.dealer == 0 and s.phase == "setup_peek"


def test_players_without_cards_and_exhaustion():
    rows = [[None, None, None, None], ["4C"], ["2S"]]
    s = position(rows, discard=("5H",))
    rejects(s, P0, TAKE, "NO_SLOT")
    s.apply(P0, DRAW)
    rejects(s, P0, replace(0), "SLOT_EMPTY")
    s.apply(P0, {"type": "discard_drawn"})
    s = position(rows, stock=(), discard=())
    s.stock = []
    events = s._start_turn(P0)
    assert s.finished and events[0]["type"] == "revealed"


def test_errors_never_reveal_hidden_cards():
    s = position()
    s.apply(P0, DRAW)
    s.apply(P0, replace(0))
    for move in (snap(9), snap(0, 0), {"type": "queen_peek", "slot": 1}):
        try:
            s.check(P1, move)
        except Exception as err:  # noqa: BLE001 - the engine's IllegalMove
            assert not {w for w in str(err).replace(",", " ").split() if is_card(w)}
    assert LAYOUT[0][0] == "7D"
