"""Slyng: the worked scenarios of rules spec 1.6 and the rules and options of 1.3/1.4."""

from engine.cards import standard_deck

from .assertions import rejects
from .slyng_helpers import GAME, position

P0, P1, P2 = 0, 1, 2


def attack(*cards):
    return {"type": "attack", "cards": list(cards)}


def defend(**pairs):
    return {"type": "defend",
            "responses": [{"attack_card": a, "beat_with": b} for a, b in pairs.items()]}


def d(pairs):
    return {"type": "defend", "responses": [{"attack_card": a, "beat_with": b} for a, b in pairs]}


A1 = [["5H", "QC", "8D", "2D", "JH"], ["4H", "6H", "QD", "3S", "2C"],
      ["2H", "3H", "5C", "6C", "7C"]]


def test_a1_plain_beat_refill_roles_rotate():
    s = position(A1)
    stock = len(s.stock)
    s.apply(P0, attack("5H"))
    s.apply(P1, d([("5H", "6H")]))
    assert s.discard[-2:] == ["5H", "6H"]
    assert len(s.hands[P0]) == 5 and len(s.hands[P1]) == 5 and len(s.stock) == stock - 2
    assert (s.attacker, s.defender, s.phase) == (P1, P2, "attack")


def test_a2_illegal_beats():
    s = position(A1)
    s.apply(P0, attack("5H"))
    rejects(s, P1, d([("5H", "4H")]), "DOES_NOT_BEAT")
    rejects(s, P1, d([("5H", "QD")]), "DOES_NOT_BEAT")
    rejects(s, P1, d([("5H", "AH")]), "CARD_NOT_IN_HAND")
    s.apply(P1, d([("5H", "3S")]))


def test_a3_trump_attacked():
    s = position([["10S", "2D", "3D", "4D", "5D"], ["JS", "AH", "7C", "4C", "2H"], ["6D"]])
    s.apply(P0, attack("10S"))
    rejects(s, P1, d([("10S", "AH")]), "DOES_NOT_BEAT")
    s.apply(P1, d([("10S", "JS")]))


def test_a4_failed_defence():
    hands = [["KH", "2D", "3D", "4D", "5D"], ["4H", "2C", "QD", "7C", "9D"], ["6D", "7D"]]
    s = position(hands)
    s.apply(P0, attack("KH"))
    events = s.apply(P1, d([("KH", None)]))
    assert len(s.hands[P1]) == 6 and len(s.hands[P0]) == 5 and "KH" in s.hands[P1]
    resolved = next(e for e in events if e["type"] == "bout_resolved")
    assert resolved["public"]["taken"] == ["KH"]
    assert (s.attacker, s.defender) == (P2, P0)
    s = position(hands[:2])
    s.apply(P0, attack("KH"))
    s.apply(P1, d([("KH", None)]))
    assert (s.attacker, s.defender) == (P0, P1)


def test_a5_three_slyng_partly_beaten():
    s = position([["7C", "7D", "KH", "2D", "4S"], ["9C", "3S", "5D", "2H", "4D"], ["6D"]])
    s.apply(P0, attack("7C", "7D", "KH"))
    rejects(s, P1, d([("7C", "9C"), ("7D", "5D"), ("KH", None)]), "DOES_NOT_BEAT")
    s.apply(P1, d([("7C", "9C"), ("7D", "3S"), ("KH", None)]))
    assert s.discard[-4:] == ["7C", "9C", "7D", "3S"]
    assert len(s.hands[P0]) == 5 and len(s.hands[P1]) == 5
    assert {"5D", "2H", "4D", "KH"} <= set(s.hands[P1])
    assert (s.attacker, s.defender) == (P2, P0)


def test_a6_attack_shapes():
    s = position([["7C", "8D", "KH", "2D", "4S"], A1[1], A1[2]])
    rejects(s, P0, attack("7C", "8D", "KH"), "INVALID_COMBINATION")
    rejects(s, P0, attack("7C", "8D"), "INVALID_COMBINATION")
    hands = [["8C", "8D", "8H", "8S", "2C"], A1[1], A1[2]]
    GAME.load(position(hands).to_dict()).apply(P0, attack("8C", "8D", "8H", "8S", "2C"))
    strict = position(hands, options={"slyng_strict": True})
    rejects(strict, P0, attack("8C", "8D", "8H", "8S", "2C"), "INVALID_COMBINATION")
    rejects(strict, P0, attack("8C", "8D", "8H"), "INVALID_COMBINATION")
    GAME.load(position(hands).to_dict()).apply(P0, attack("8C", "8D", "8H"))


def test_a7_defender_has_too_few_cards():
    s = position([["7C", "7D", "KH"], ["2H", "3H"], ["4C"]], stock=[])
    rejects(s, P0, attack("7C", "7D", "KH"), "TOO_MANY_CARDS_FOR_DEFENDER")
    s.apply(P0, attack("7C"))
    s = position([["7C", "7D", "KH"], ["2H", "3H"], ["4C"]], stock=[],
                 options={"slyng_limit": "none"})
    s.apply(P0, attack("7C", "7D", "KH"))


def test_a9_end_of_round():
    s = position([["4D"], ["9D", "5C", "QH"], ["2C", "3C"]], stock=[])
    s.apply(P0, attack("4D"))
    s.apply(P1, d([("4D", "9D")]))
    assert s.result == {"winners": [P0], "finishing_order": [[P0]]}
    rejects(s, P1, attack("5C"), "GAME_OVER")
    s = position([["4D"], ["9D", "5C", "QH"], ["2C", "3C"]], stock=[])
    s.apply(P0, attack("4D"))
    s.apply(P1, d([("4D", None)]))
    assert s.result["winners"] == [P0]
    s = position([["4D"], ["9D", "5C", "QH"], ["2C", "3C"]], stock=[],
                 options={"end_condition": "play_to_last"})
    s.apply(P0, attack("4D"))
    s.apply(P1, d([("4D", "9D")]))
    assert not s.finished and (s.attacker, s.defender) == (P1, P2)


def test_simultaneous_finish():
    for mode, order in (("shared", [[P0, P1]]), ("attacker_first", [[P0], [P1]])):
        s = position([["4D"], ["9D"], ["2C", "3C"]], stock=[],
                     options={"simultaneous_finish": mode})
        s.apply(P0, attack("4D"))
        s.apply(P1, d([("4D", "9D")]))
        assert s.result["finishing_order"] == order


def test_wrong_actor_codes():
    s = position(A1)
    rejects(s, P2, attack("2H"), "NOT_YOUR_TURN")
    rejects(s, P1, attack("4H"), "NOT_YOUR_TURN")
    rejects(s, P0, d([("5H", None)]), "WRONG_PHASE")
    s.apply(P0, attack("5H"))
    rejects(s, P0, attack("QC"), "WRONG_PHASE")
    rejects(s, P0, d([("5H", None)]), "NOT_YOUR_TURN")
    rejects(s, P2, d([("5H", None)]), "NOT_YOUR_TURN")
    rejects(s, P1, d([]), "INCOMPLETE_DEFENSE")
    rejects(s, P1, {"type": "defend", "responses": [{"attack_card": "5H"}]}, "BAD_PARAMETERS")


def test_defence_one_card_at_a_time():
    s = position([["7C", "7D", "KH", "2D", "4S"], ["9C", "3S", "5D", "2H", "4D"], ["6D"]])
    s.apply(P0, attack("7C", "7D", "KH"))
    assert {"type": "beat", "attack_card": "7C", "card": "9C"} in s.legal_moves(P1)
    assert {"type": "take", "attack_card": "KH"} in s.legal_moves(P1)
    s.apply(P1, {"type": "beat", "attack_card": "7C", "card": "9C"})
    rejects(s, P1, {"type": "beat", "attack_card": "7C", "card": "3S"}, "INCOMPLETE_DEFENSE")
    s.apply(P1, {"type": "take", "attack_card": "KH"})
    assert s.phase == "defend"
    s.apply(P1, {"type": "beat", "attack_card": "7D", "card": "3S"})
    assert s.phase == "attack" and (s.attacker, s.defender) == (P2, P0)


def test_all_or_nothing():
    opts = {"defense_mode": "all_or_nothing"}
    s = position([["7C", "7D", "KH", "2D", "4S"], ["9C", "3S", "5D", "2H", "4D"], ["6D"]],
                 options=opts)
    s.apply(P0, attack("7C", "7D", "KH"))
    rejects(s, P1, d([("7C", "9C"), ("7D", "3S"), ("KH", None)]), "INCOMPLETE_DEFENSE")
    rejects(s, P1, {"type": "beat", "attack_card": "KH", "card": "3S"}, "INCOMPLETE_DEFENSE")
    s.apply(P1, {"type": "take", "attack_card": "7C"})
    rejects(s, P1, {"type": "beat", "attack_card": "7D", "card": "3S"}, "INCOMPLETE_DEFENSE")
    s.apply(P1, {"type": "take", "attack_card": "7D"})
    s.apply(P1, {"type": "take", "attack_card": "KH"})
    assert {"7C", "7D", "KH"} <= set(s.hands[P1])


def test_must_beat_if_able():
    opts = {"must_beat_if_able": True}
    s = position([["5H", "2D", "3D", "4D", "2C"], ["6H", "3S", "QD", "4C", "2H"], ["6D"]],
                 options=opts)
    s.apply(P0, attack("5H"))
    rejects(s, P1, d([("5H", None)]), "MUST_BEAT")
    rejects(s, P1, {"type": "take", "attack_card": "5H"}, "MUST_BEAT")
    s.apply(P1, d([("5H", "3S")]))
    s = position([["KH", "2D", "3D", "4D", "5D"], ["4H", "2C", "QD", "7C", "9D"], ["6D"]],
                 options=opts)
    s.apply(P0, attack("KH"))
    s.apply(P1, d([("KH", None)]))  # nothing beats it: the take is accepted


def test_refill_timing_and_five_slyng_draw():
    hands = [["8C", "8D", "9H", "9S", "2C"], ["AS", "KS", "QS", "JS", "10S", "3D"], ["6D"]]
    s = position(hands, trump="2S", options={"refill_timing": "immediate"})
    s.apply(P0, attack("8C", "8D", "9H", "9S", "2C"))
    assert len(s.hands[P0]) == 5
    s = position(hands, trump="2S", options={"five_slyng_draw": "exactly_five"})
    s.apply(P0, attack("8C", "8D", "9H", "9S", "2C"))
    s.apply(P1, d([("8C", "AS"), ("8D", "KS"), ("9H", "QS"), ("9S", "JS"), ("2C", "10S")]))
    assert len(s.hands[P0]) == 5
    s = position([["8C", "8D", "9H", "9S", "2C", "4C"], hands[1], ["6D"]], trump="2S",
                 options={"five_slyng_draw": "exactly_five"})
    s.apply(P0, attack("8C", "8D", "9H", "9S", "2C"))
    s.apply(P1, d([("8C", "AS"), ("8D", "KS"), ("9H", "QS"), ("9S", "JS"), ("2C", "10S")]))
    assert len(s.hands[P0]) == 6  # drew exactly five on top of the card kept


def test_trump_card_drawn_publicly_and_36_card_deck():
    s = position([["5H", "QC", "8D", "2D", "JH"], ["4H", "6H", "QD", "3S", "2C"]],
                 stock=["7D", "9S"])
    s.apply(P0, attack("5H"))
    events = s.apply(P1, d([("5H", "6H")]))
    drew = [e for e in events if e["type"] == "drew"]
    assert drew[1]["public"]["trump_card"] == "9S" and s.trump_drawn_by == P1
    s, _ = GAME.new_state(["a", "b"], {"deck": 36}, seed="x")
    assert len(s.stock) == 26 and all(c[:-1] not in "2345" for h in s.hands for c in h)


def test_first_attacker_lowest_trump():
    deck = ["3S", "KH", "5S", "2H", "AS", "3H", "2D", "4H", "3D", "5H"]
    rest = [c for c in standard_deck() if c not in deck and c != "9S"] + ["9S"]
    s, events = GAME.new_state(["a", "b"], {"first_attacker": "lowest_trump"}, seed="x",
                               deck=deck + rest, dealer=1)
    assert s.hands[0][0] == "3S" and s.attacker == 0
    assert events[0]["public"]["shown_trump"] == "3S"
    s, _ = GAME.new_state(["a", "b"], {"first_attacker": "lowest_trump"}, seed="x",
                          deck=["KH", "5S", "2H", "3S"] + [c for c in deck + rest
                                                            if c not in ("KH", "5S", "2H", "3S")],
                          dealer=1)
    assert s.attacker == 1  # 3S dealt to seat 1


def test_discard_visibility_option():
    s = position(A1, options={"discard_visible": False})
    s.apply(P0, attack("5H"))
    s.apply(P1, d([("5H", "6H")]))
    view = s.view(None)
    assert "discard_pile" not in view and view["discard_count"] == 2
