"""President: the worked scenarios of rules spec 3.6 and the rules and options of 3.3/3.4."""

from engine.cards import standard_deck

from .assertions import rejects
from .president_helpers import GAME, position

P0, P1, P2, P3 = range(4)


def play(*cards, **kw):
    return {"type": "play", "cards": list(cards), **kw}


PASS = {"type": "pass"}


def c1_position(**kw):
    hands = [["9C", "9D", "QS", "8C"], ["5S", "9H", "AS"], ["4C", "4H", "3D", "KD"],
             ["5C", "3H", "3S", "4D", "4S"]]
    return position(hands, current=P2, **kw)


def test_c1_c2_first_lead_count_rank_and_burn():
    s = c1_position()
    rejects(s, P0, play("9C"), "NOT_YOUR_TURN")
    rejects(s, P2, PASS, "LEADER_CANNOT_PASS")
    s.apply(P2, play("4C", "4H"))
    assert s.top["rank"] == "4" and s.top["count"] == 2
    assert s.current == P3
    rejects(s, P3, play("5C"), "COUNT_MISMATCH")
    rejects(s, P3, play("3H", "3S"), "TOO_LOW")
    events = s.apply(P3, play("4D", "4S"))
    assert any(e["type"] == "trick_won" and e["public"]["reason"] == "burn" for e in events)
    assert s.trick == [] and s.current == P3


def test_first_round_leader_holds_3d():
    deck = standard_deck()
    s, events = GAME.new_state(["a", "b", "c", "d"], seed="x", deck=deck, dealer=0)
    holder = next(i for i, h in enumerate(s.hands) if "3D" in h)
    assert s.current == holder and events[0]["public"]["leader"] == holder
    s, _ = GAME.new_state(["a", "b", "c"], {"first_lead_card": "3C"}, seed="x", deck=deck, dealer=0)
    assert "3C" in s.hands[s.current]


def test_c3_wilds_do_not_count_toward_a_burn():
    hands = [["9C", "9D", "2S"], ["9H", "6S", "2H"], ["9S", "6D", "2D"], ["6H", "6C", "2C"]]
    s = position(hands)
    s.apply(P0, play("9C", "9D"))
    s.apply(P1, play("9H", "6S"))
    assert s.run == {"rank": "9", "naturals": 3} and s.trick
    events = s.apply(P2, play("9S", "6D"))
    assert any(e["type"] == "trick_won" for e in events) and s.current == P2
    s = position([["9C", "9D", "2S"], ["9H", "6S", "2H"], ["6H", "6D", "2D"], ["3S", "2C"]])
    s.apply(P0, play("9C", "9D"))
    s.apply(P1, play("9H", "6S"))
    s.apply(P2, play("6H", "6D", declared_rank="9"))
    assert s.run == {"rank": "9", "naturals": 3} and len(s.trick) == 3


def test_plays_take_the_weakest_wild_cards_first():
    wilds = ["JK1", "6S", "JK2", "6C", "6H", "6D"]
    for strength in ("top", "as_six"):
        s = position([wilds, ["KH"], ["KD"]], options={"jokers": 2,
                                                       "exchange_wild_strength": strength})
        weakest_first = sorted(wilds, key=s._strength)
        assert [m["cards"] for m in s.legal_moves(P0)] == [weakest_first[:k]
                                                           for k in range(1, 7)]


def test_c5_all_wild_plays():
    hands = [["6C", "6D", "KS"], ["5S", "5H", "7S", "7D", "6H", "6S"], ["KD"], ["KH"]]
    s = position(hands)
    rejects(s, P0, play("6C", "6D", declared_rank="2"), "INVALID_DECLARED_RANK")
    s.apply(P0, play("6C", "6D"))
    assert s.top["rank"] == "6" and s.run == {"rank": "6", "naturals": 0}
    rejects(s, P1, play("5S", "5H"), "TOO_LOW")
    rejects(s, P1, play("6H", "6S"), "MISSING_DECLARED_RANK")
    GAME.load(s.to_dict()).apply(P1, play("7S", "7D"))
    s.apply(P1, play("6H", "6S", declared_rank="2"))
    assert s.top["rank"] == "2"
    # four sixes in a row, each play all wild, burn nothing, applied as checked or as listed
    for apply in ("apply", "apply_action"):
        s = position([["6C", "6D", "KS"], ["6H", "6S", "KH"], ["KD"], ["3S"]])
        s.apply(P0, play("6C", "6D"))
        wild_six = play("6H", "6S", declared_rank="6")
        if apply == "apply":
            s.apply(P1, wild_six)
        else:
            s.apply_action(P1, next(a for a in s.legal_actions(P1)
                                    if s.action_to_move(P1, a) == wild_six))
        assert s.run == {"rank": "6", "naturals": 0} and len(s.trick) == 2


def test_c6_the_club_three():
    hands = [["AC", "AD", "AH", "KS"], ["3C", "3H", "QS"], ["KD"], ["KH"]]
    s = position(hands)
    s.apply(P0, play("AC", "AD", "AH"))
    rejects(s, P1, play("3C", "3H"), "INVALID_COMBINATION")
    events = s.apply(P1, play("3C"))
    assert any(e["type"] == "trick_won" and e["public"]["reason"] == "supreme" for e in events)
    assert s.current == P1 and not s.trick


def test_club3_clears_false_and_club3_not_supreme():
    hands = [["AC", "AD", "KS"], ["3C", "3H", "QS"], ["KD", "2D"], ["KH"]]
    s = position(hands, options={"club3_clears": False})
    s.apply(P0, play("AC", "AD"))
    rejects(s, P1, play("3C"), "COUNT_MISMATCH")
    s = position(hands, options={"club3_clears": False})
    s.apply(P0, play("KS"))
    s.apply(P1, play("3C"))
    assert s.trick and s.current == P2
    rejects(s, P2, play("2D"), "TOO_LOW")
    s = position(hands, options={"club3_supreme": False})
    s.apply(P0, play("KS"))
    rejects(s, P1, play("3C"), "TOO_LOW")


def test_c7_passes_are_permanent():
    hands = [["8C", "QS", "3S"], ["5S", "KH", "4S"], ["10D", "4H", "5H"], ["9S", "4D", "7H"]]
    s = position(hands)
    s.apply(P0, play("8C"))
    s.apply(P1, PASS)
    s.apply(P2, play("10D"))
    s.apply(P3, PASS)
    s.apply(P0, play("QS"))
    rejects(s, P1, play("KH"), "NOT_YOUR_TURN")
    assert s.current == P2
    events = s.apply(P2, PASS)
    assert any(e["type"] == "trick_won" and e["public"]["winner"] == P0 for e in events)
    assert s.current == P0


def test_pass_mode_temporary_and_single_lap():
    hands = [["8C", "QS", "3S"], ["5S", "KH", "4S"], ["10D", "4H", "5H"], ["9S", "4D", "7H"]]
    s = position(hands, options={"pass_mode": "temporary"})
    s.apply(P0, play("8C"))
    s.apply(P1, PASS)
    s.apply(P2, play("10D"))
    s.apply(P3, PASS)
    s.apply(P0, play("QS"))
    s.apply(P1, play("KH"))  # P1 passed before, but may play again
    assert s.top["seat"] == P1
    s = position(hands, options={"trick_mode": "single_lap"})
    s.apply(P0, play("8C"))
    s.apply(P1, PASS)
    s.apply(P2, play("10D"))
    events = s.apply(P3, PASS)
    assert any(e["type"] == "trick_won" and e["public"]["winner"] == P2 for e in events)


def test_equal_allowed_two_clears_and_burn_options():
    hands = [["9C", "2S", "KD"], ["9H", "2H", "KS"], ["9S", "4H"], ["9D", "4D"]]
    s = position(hands, options={"equal_allowed": False})
    s.apply(P0, play("9C"))
    rejects(s, P1, play("9H"), "TOO_LOW")
    s = position(hands, options={"two_clears": True})
    s.apply(P0, play("2S"))
    assert not s.trick and s.current == P0
    s = position(hands, options={"burn": False})
    for seat, card in ((P0, "9C"), (P1, "9H"), (P2, "9S"), (P3, "9D")):
        s.apply(seat, play(card))
    assert len(s.trick) == 4
    s = position(hands, options={"burn_leader": "next_player"})
    for seat, card in ((P0, "9C"), (P1, "9H"), (P2, "9S"), (P3, "9D")):
        s.apply(seat, play(card))
    assert not s.trick and s.current == P0


def test_burn_counts_wilds_option():
    hands = [["9C", "9D", "2S"], ["9H", "6S", "2H"], ["6D", "6H", "2D"], ["KS", "2C"]]
    s = position(hands, options={"burn_counts_wilds": True})
    s.apply(P0, play("9C", "9D"))
    events = s.apply(P1, play("9H", "6S"))
    assert any(e["type"] == "trick_won" for e in events)


def test_out_of_turn_completion():
    hands = [["9C", "9D", "2S"], ["9H", "KH", "2H"], ["9S", "4H", "2D"], ["4D", "2C"]]
    s = position(hands)
    s.apply(P0, play("9C", "9D"))
    rejects(s, P2, play("9S"), "NOT_YOUR_TURN")
    s = position(hands, options={"out_of_turn_completion": True})
    s.apply(P0, play("9C"))
    s.apply(P1, play("9H"))
    assert s.run["naturals"] == 2
    rejects(s, P3, play("4D"), "NOT_YOUR_TURN")
    s2 = position([["9C", "9D", "2S"], ["KH", "2H"], ["9S", "9H", "2D"], ["4D", "2C"]],
                  options={"out_of_turn_completion": True})
    s2.apply(P0, play("9C", "9D"))
    assert {"type": "play", "cards": ["9S", "9H"]} in s2.legal_moves(P2)
    events = s2.apply(P2, play("9S", "9H"))
    assert any(e["type"] == "trick_won" and e["public"]["reason"] == "burn" for e in events)
    assert s2.current == P2


def test_first_lead_must_include():
    s = position([["3D", "9C", "2S"], ["KH"], ["QH"]], options={"first_lead_must_include": True},
                 first_trick=True)
    rejects(s, P0, play("9C"), "INVALID_COMBINATION")
    s.apply(P0, play("3D"))


def test_going_out_mid_trick_and_round_end_with_titles():
    hands = [["9C"], ["10C", "KH"], ["JC", "AH"], ["QC", "AS"]]
    s = position(hands, options={"max_rounds": 0})
    events = s.apply(P0, play("9C"))
    assert any(e["type"] == "finished" and e["public"]["position"] == 1 for e in events)
    s.apply(P1, play("10C"))
    s.apply(P2, play("JC"))
    s.apply(P3, play("QC"))
    s.apply(P1, PASS)
    s.apply(P2, PASS)  # P3 wins and leads
    assert s.current == P3
    s.apply(P3, play("AS"))  # P3 out: second
    s.apply(P1, PASS)
    s.apply(P2, play("AH"))  # P2 out: only P1 holds cards, the round ends
    assert s.phase == "round_over"
    assert s.rounds[-1]["finishing_order"] == [P0, P3, P2, P1]
    assert s.rounds[-1]["titles"] == {"0": "President", "3": "Vice-president",
                                      "2": "Vice-boms", "1": "Boms"}
    rejects(s, P0, play("9C"), "WRONG_PHASE")
    rejects(s, P0, {"type": "exchange_take"}, "WRONG_PHASE")
    events = s.apply(P2, {"type": "next_round"})
    assert s.phase == "exchange" and s.dealer == P1 and s.round_no == 2
    assert sorted(len(h) for h in s.hands) == [13, 13, 13, 13]


def _round_two(hands_p2):
    """C9: after P1, P3, P0, P2 finished, round 2 with P2 holding `hands_p2`."""
    s = position([["4C", "5D", "KS"], ["QH"], hands_p2, ["JS"]], round_no=2)
    s.rounds = [{"round": 1, "finishing_order": [P1, P3, P0, P2], "titles": {}}]
    s.hands = [["4C", "5D", "7D", "8D"], ["4H", "5C", "9C", "JH"], list(hands_p2),
               ["KS", "QD", "10H", "JS"]]
    s.exchange = s._exchange_pairs()
    s.phase = "exchange"
    return s


def test_c9_exchange():
    p2 = ["2S", "AD", "AC", "KH", "7C", "4D", "3S", "9H", "10C", "JD", "QS", "5H", "8S"]
    s = _round_two(p2)
    s.hands[P1] = ["4C", "5D", "9C", "JH"]
    s.hands[P0] = ["7D", "8D", "6C", "QC"]
    rejects(s, P2, {"type": "exchange_take"}, "NOT_ENTITLED")
    rejects(s, P1, {"type": "exchange_return", "cards": ["4C", "5D"]}, "WRONG_PHASE")
    rejects(s, P1, {"type": "exchange_take", "requests": ["KH", "AD", "2S"]}, "EXCHANGE_COUNT")
    rejects(s, P1, PASS, "WRONG_PHASE")
    events = s.apply(P1, {"type": "exchange_take", "requests": []})
    assert sorted(events[0]["private"]["1"]["cards"]) == ["2S", "AD"]
    assert "cards" not in events[0]["public"] and "0" not in events[0]["private"]
    rejects(s, P1, {"type": "exchange_take", "requests": []}, "WRONG_PHASE")
    rejects(s, P1, {"type": "exchange_return", "cards": ["4C"]}, "EXCHANGE_COUNT")
    s.apply(P1, {"type": "exchange_return", "cards": ["4C", "5D"]})
    assert "4C" in s.hands[P2] and "5D" in s.hands[P2]
    s.apply(P3, {"type": "exchange_take", "requests": []})
    assert s.phase == "exchange"
    s.apply(P3, {"type": "exchange_return", "cards": ["JS"]})
    assert s.phase == "play" and s.current == P2


def test_exchange_requests_and_options():
    p2 = ["2S", "AD", "AC", "KH", "7C", "4D", "3S", "9H", "10C", "JD", "QS", "5H", "8S"]
    s = _round_two(p2)
    s.apply(P1, {"type": "exchange_take", "requests": ["KH", "9"]})
    assert {"KH", "9H"} <= set(s.hands[P1])
    s = _round_two(p2)
    s.apply(P1, {"type": "exchange_take", "requests": ["3C"]})  # not held: falls back to best
    assert {"2S", "AD"} <= set(s.hands[P1])
    s = _round_two(p2)
    s.options["exchange_requests"] = False
    rejects(s, P1, {"type": "exchange_take", "requests": ["KH"]}, "VARIANT_DISABLED")
    s = _round_two(["6C", "2S", "JK1"] + p2[2:])
    s.options["exchange_wild_strength"] = "as_six"
    s.apply(P1, {"type": "exchange_take", "requests": []})
    assert {"2S", "AC"} <= set(s.hands[P1])
    s = _round_two(p2)
    s.options["later_round_leader"] = "president"
    for seat, count in ((P1, 2), (P3, 1)):
        s.apply(seat, {"type": "exchange_take", "requests": []})
        s.apply(seat, {"type": "exchange_return", "cards": s.hands[seat][:count]})
    assert s.current == P1


def test_forbid_finish_on_and_points_and_max_rounds():
    hands = [["2S"], ["10C", "KH"], ["JC", "AH"]]
    s = position(hands, options={"forbid_finish_on": ["2"], "points": True, "max_rounds": 1})
    s.apply(P0, play("2S"))
    assert s.positions == [None, None, P0]
    while not s.finished:
        s.apply(s.current, s.legal_moves(s.current)[0])
    assert s.result["rounds"][0]["finishing_order"][-1] == P0
    assert s.result["points"][P0] == -2 and sum(s.result["points"]) == 0
    rejects(s, P1, {"type": "next_round"}, "GAME_OVER")


def test_jokers_are_wild_and_dealt():
    s, _ = GAME.new_state(["a", "b", "c"], {"jokers": 2}, seed="j")
    assert sorted(len(h) for h in s.hands) == [18, 18, 18]
    s = position([["JK1", "KS"], ["KH", "2H"], ["QD"]], options={"jokers": 1})
    s.apply(P0, play("KS"))
    s.apply(P1, play("KH"))
    GAME.load(s.to_dict()).apply(P2, PASS)
