"""Vri åtter: the worked scenarios of rules spec 4.6 and every rule and option of 4.3/4.4."""

import pytest

from engine import IllegalMove
from engine.cards import standard_deck

from .assertions import rejects
from .vri_helpers import GAME, position, stacked_deck

P0, P1, P2 = 0, 1, 2


def play(card, **kw):
    return {"type": "play", "card": card, **kw}


# -- worked scenarios ---------------------------------------------------------------------

def test_d1_suit_and_rank():
    hands = [["3C", "9H", "4D", "KS"], ["2H", "5S"], ["2D", "6S"]]
    s = position(hands, "9C")
    rejects(s, P0, play("4D"), "NO_MATCH")
    s.apply(P0, play("3C"))
    assert s.current == P1 and s.top == "3C"
    s = position(hands, "9C")
    s.apply(P0, play("9H"))
    assert s.active_suit == "H"


def test_d2_an_eight_and_nominations():
    s = position([["8D", "3C", "KS"], ["5D", "5H", "2S"], ["2D", "6S"]], "9C")
    rejects(s, P0, play("8D"), "MISSING_SUIT_NOMINATION")
    rejects(s, P0, play("3C", nominate_suit="H"), "UNEXPECTED_SUIT_NOMINATION")
    s.apply(P0, play("8D", nominate_suit="H"))
    assert s.active_suit == "H"
    rejects(s, P1, play("5D"), "NO_MATCH")
    s.apply(P1, play("5H"))


def test_d3_draw_loop():
    s = position([["4D", "KH", "2S"], ["2H"], ["3D"]], "9C", stock=["QH", "5C", "JD", "7S"])
    rejects(s, P0, {"type": "pass"}, "CANNOT_PASS_YET")
    s.apply(P0, {"type": "draw"})
    s.apply(P0, {"type": "draw"})
    assert "5C" in s.hands[P0] and {"type": "play", "card": "5C"} in s.legal_moves(P0)
    s.apply(P0, {"type": "draw"})
    rejects(s, P0, {"type": "draw"}, "DRAW_LIMIT_REACHED")
    after_pass = GAME.load(s.to_dict())
    after_pass.apply(P0, {"type": "pass"})
    assert after_pass.current == P1
    s.apply(P0, play("5C"))
    assert s.current == P1 and s.draws == 0


def test_d4_forgotten_announcement_and_knock():
    s = position([["5C", "KH"], ["2H", "3H"], ["2D", "3D"]], "9C", stock=["4S", "5S", "6S"])
    s.apply(P0, play("5C"))
    assert s.vulnerable == {P0}
    s.apply(P2, {"type": "knock", "target": P0})
    assert sorted(s.hands[P0]) == sorted(["KH", "4S", "5S", "6S"])
    assert s.current == P1 and not s.vulnerable
    rejects(s, P1, {"type": "knock", "target": P0}, "INVALID_KNOCK")


def test_d5_announced_correctly():
    s = position([["5C", "KH"], ["2H", "3H"], ["2D", "3D"]], "9C")
    s.apply(P0, play("5C", announce=True))
    assert s.announced == {P0} and not s.vulnerable
    rejects(s, P1, {"type": "knock", "target": P0}, "INVALID_KNOCK")
    s = position([["5C", "KH", "2S", "3S"], ["2H"], ["2D"]], "9C")
    rejects(s, P0, play("5C", announce=True), "INVALID_ANNOUNCEMENT")


def test_knock_on_oneself_and_vulnerability_ends_on_draw():
    s = position([["5C", "KH"], ["2H", "3H"], ["2D", "3D"]], "9C")
    s.apply(P0, play("5C"))
    rejects(s, P0, {"type": "knock", "target": P0}, "INVALID_KNOCK")
    s.apply(P1, {"type": "draw"})
    assert s.vulnerable == {P0}  # only P0's own hand change ends it
    s = position([["KH"], ["2H", "3H"], ["2D", "3D"]], "9C")
    s.vulnerable.add(P0)
    s.apply(P0, {"type": "draw"})
    assert not s.vulnerable


def combo(cards, **kw):
    return {"type": "play_combo", "cards": cards, **kw}


def test_d7_arithmetic():
    opts = {"arithmetic": "add_sub"}
    hand = ["3H", "4D", "10C", "2H", "5D", "6C", "AC", "QD"]
    s = position([hand, ["2S"], ["3S"]], "7S", options=opts)
    s.apply(P0, combo(["3H", "4D"]))
    assert s.top == "4D" and s.active_suit == "D"
    s = position([hand, ["2S"], ["3S"]], "7S", options=opts)
    s.apply(P0, combo(["10C", "3H"]))
    s = position([hand, ["2S"], ["3S"]], "7S", options=opts)
    rejects(s, P0, combo(["2H", "4D"]), "NO_MATCH")
    s = position([hand, ["2S"], ["3S"]], "JS", options=opts)
    s.apply(P0, combo(["5D", "6C"]))
    s = position([hand, ["2S"], ["3S"]], "KH", options=opts)
    s.apply(P0, combo(["AC", "QD"]))
    s = position([hand, ["2S"], ["3S"]], "7S")
    rejects(s, P0, combo(["3H", "4D"]), "VARIANT_DISABLED")


def test_arithmetic_all_four_ace_and_face_options():
    s = position([["3H", "4D", "2C"], ["2S"], ["3S"]], "QS", options={"arithmetic": "all_four"})
    s.apply(P0, combo(["3H", "4D"]))  # 3 x 4 = 12
    s = position([["6H", "3D", "2C"], ["2S"], ["3S"]], "2S", options={"arithmetic": "all_four"})
    s.apply(P0, combo(["6H", "3D"]))  # 6 / 3 = 2
    s = position([["3H", "4D", "2C"], ["2S"], ["3S"]], "QS", options={"arithmetic": "add_sub"})
    rejects(s, P0, combo(["3H", "4D"]), "NO_MATCH")
    s = position([["10H", "4D", "2C"], ["2S"], ["3S"]], "AS",
                 options={"arithmetic": "add_sub", "ace_value": 14})
    s.apply(P0, combo(["10H", "4D"]))
    s = position([["5H", "6D", "2C"], ["2S"], ["3S"]], "JS",
                 options={"arithmetic": "add_sub", "face_cards_in_arithmetic": False})
    rejects(s, P0, combo(["5H", "6D"]), "NO_MATCH")
    s = position([["KH", "QD", "2C"], ["2S"], ["3S"]], "AS",
                 options={"arithmetic": "add_sub", "face_cards_in_arithmetic": False})
    rejects(s, P0, combo(["KH", "QD"]), "NO_MATCH")


def test_combo_with_eight_on_top_needs_nomination():
    s = position([["AH", "8D", "2C"], ["2S"], ["3S"]], "9S", options={"arithmetic": "add_sub"})
    rejects(s, P0, combo(["AH", "8D"]), "MISSING_SUIT_NOMINATION")
    rejects(s, P0, combo(["8D", "AH"], nominate_suit="C"), "UNEXPECTED_SUIT_NOMINATION")
    s.apply(P0, combo(["AH", "8D"], nominate_suit="C"))
    assert s.active_suit == "C"
    s = position([["2C", "8D", "AH"], ["2S"], ["3S"]], "8S", options={"arithmetic": "add_sub"})
    rejects(s, P0, combo(["2C", "AH"]), "NO_MATCH")  # target 8: 2+1=3, 2-1=1
    rejects(s, P0, combo(["2C", "2C"]), "INVALID_COMBINATION")


def test_d8_upcard_is_an_eight():
    hands = [["5C", "5D", "8S", "2H", "3H", "4H"], ["2C", "3C", "4C", "6C", "7C", "9C"],
             ["2S", "3S", "4S", "5S", "6S", "7S"]]
    deck = stacked_deck(hands, "8D", dealer=2)
    s, _ = GAME.new_state(["a", "b", "c"], seed="x", deck=deck, dealer=2)
    assert s.current == 0 and s.active_suit == "D" and s.hands == hands
    rejects(s, 0, play("5C"), "NO_MATCH")
    GAME.load(s.to_dict()).apply(0, play("5D"))
    GAME.load(s.to_dict()).apply(0, play("8S", nominate_suit="C"))
    s, _ = GAME.new_state(["a", "b", "c"], {"initial_eight": "any_card"}, seed="x", deck=deck,
                          dealer=2)
    s.apply(0, play("5C"))
    s.apply(1, play("2C"))  # the upcard is no longer on top: ordinary matching again
    assert s.active_suit == "C"


def test_initial_eight_rebury():
    hands = [["5C", "5D", "9S", "2H", "3H", "4H"], ["2C", "3C", "4C", "6C", "7C", "9C"],
             ["2S", "3S", "4S", "5S", "6S", "7S"]]
    deck = stacked_deck(hands, "8D", stock_top=["8H", "KD"], dealer=2)
    s, events = GAME.new_state(["a", "b", "c"], {"initial_eight": "rebury"}, seed="x", deck=deck,
                               dealer=2)
    assert s.top == "KD" and s.stock[-2:] == ["8D", "8H"]
    assert events[0]["public"]["reburied"] == ["8D", "8H"]


def test_no_vri_first_turn():
    opts = {"no_vri_first_turn": True}
    s = position([["9H", "8C", "3C", "2H"], ["2S"], ["3S"]], "9C", options=opts, had_turn=[])
    rejects(s, P0, play("9H"), "NO_MATCH")
    rejects(s, P0, play("8C", nominate_suit="H"), "NO_MATCH")
    s.apply(P0, play("3C"))
    s = position([["9H", "8C", "3C", "2H"], ["2S"], ["3S"]], "9C", options=opts, had_turn=[P0])
    s.apply(P0, play("9H"))
    s = position([["9H", "8C", "3C"], ["2S"], ["3S"]], "8D", options={
        "no_vri_first_turn": True, "initial_eight": "any_card"}, had_turn=[], upcard_on_top=True)
    rejects(s, P0, play("8C", nominate_suit="H"), "NO_MATCH")
    s.apply(P0, play("9H"))


def test_multi_same_rank():
    s = position([["9H", "9S", "9D", "2C"], ["2S"], ["3S"]], "9C")
    rejects(s, P0, {"type": "play_same_rank", "cards": ["9H", "9S"]}, "VARIANT_DISABLED")
    assert not any(m["type"] == "play_same_rank" for m in s.legal_moves(P0))
    opts = {"multi_same_rank": True}
    s = position([["5C", "5H", "8S", "8H", "2D"], ["2S"], ["3S"]], "9C", options=opts)
    same_rank = {"type": "play_same_rank", "cards": ["5C", "5H"]}
    assert same_rank in s.legal_moves(P0)
    rejects(s, P0, {"type": "play_same_rank", "cards": ["5H", "5C"]}, "NO_MATCH")  # first legal
    rejects(s, P0, {"type": "play_same_rank", "cards": ["5C", "8S"]}, "INVALID_COMBINATION")
    rejects(s, P0, {"type": "play_same_rank", "cards": ["8S", "8H"]}, "MISSING_SUIT_NOMINATION")
    # one shape per move: play takes card, play_same_rank two or more cards
    rejects(s, P0, {"type": "play_same_rank", "cards": ["5C"]}, "BAD_PARAMETERS")
    rejects(s, P0, {"type": "play", "cards": ["5C", "5H"]}, "BAD_PARAMETERS")
    rejects(s, P0, {"type": "play", "card": "5C", "cards": ["5C"]}, "BAD_PARAMETERS")
    s.apply(P0, same_rank)
    assert s.top == "5H" and s.active_suit == "H" and s.discard[-2:] == ["5C", "5H"]


def test_go_out_on_eight_forbidden():
    opts = {"go_out_on_eight": False}
    s = position([["8C"], ["2S", "3S"], ["3D", "4D"]], "9C", options=opts)
    rejects(s, P0, play("8C", nominate_suit="H"), "CANNOT_FINISH_ON_EIGHT")
    assert {"type": "draw"} in s.legal_moves(P0)
    assert not any(m["type"] == "play" for m in s.legal_moves(P0))
    s = position([["8C"], ["2S", "3S"], ["3D", "4D"]], "9C")
    s.apply(P0, play("8C", nominate_suit="H"))
    assert s.finished_order == [[P0]] and s.active_suit == "H" and s.current == P1


def test_false_knock_penalty_option():
    s = position([["5C", "KH"], ["2H", "3H"], ["2D", "3D"]], "9C", stock=["4S"],
                 options={"false_knock": "penalty_1"})
    s.apply(P2, {"type": "knock", "target": P1})
    assert s.hands[P2] == ["2D", "3D", "4S"]
    rejects(s, P2, {"type": "knock", "target": P2}, "INVALID_KNOCK")


def test_knock_penalty_and_draw_limit_options():
    s = position([["5C", "KH"], ["2H", "3H"], ["2D", "3D"]], "9C",
                 options={"knock_penalty": 1, "draw_limit": 1})
    s.apply(P0, play("5C"))
    s.apply(P1, {"type": "knock", "target": P0})
    assert len(s.hands[P0]) == 2
    s.apply(P1, {"type": "draw"})
    rejects(s, P1, {"type": "draw"}, "DRAW_LIMIT_REACHED")
    s.apply(P1, {"type": "pass"})


def test_hand_size_option_and_deal_from_dealers_left():
    s, events = GAME.new_state(["a", "b", "c"], {"hand_size": 7}, seed="s1")
    assert [len(h) for h in s.hands] == [7, 7, 7] and len(s.stock) == 52 - 22
    assert s.current == (s.dealer + 1) % 3
    assert events[0]["private"]["0"]["hand"] == s.hands[0]


def test_reshuffle_in_test_mode_keeps_pile_order():
    placed = ["KH", "2S", "2H", "4C", "5C", "6C", "9C"]
    rest = [c for c in standard_deck() if c not in placed]
    s = position([["KH", "2S"], ["2H"], rest], "9C", below=["4C", "5C", "6C"])
    assert s.stock == []
    s.apply(P0, {"type": "draw"})
    assert s.hands[P0][-1] == "4C" and s.stock == ["5C", "6C"] and s.discard == ["9C"]


def test_no_cards_to_draw_and_blocked_game():
    rest = [c for c in standard_deck() if c not in ("9C", "KH", "2H", "3D")]
    s = position([["KH"], ["2H"], ["3D"] + rest], "9C")
    rejects(s, P0, {"type": "draw"}, "NO_CARDS_TO_DRAW")
    s.apply(P0, {"type": "pass"})
    s.apply(P1, {"type": "pass"})
    s.apply(P2, {"type": "pass"})
    assert s.result == {"finishing_order": [[P0, P1], [P2]], "blocked": True}
    rejects(s, P0, {"type": "pass"}, "GAME_OVER")


def test_game_ends_when_one_player_holds_cards():
    s = position([["5C"], ["2H", "3H"]], "9C")
    s.apply(P0, play("5C"))
    assert s.result == {"finishing_order": [[P0], [P1]], "blocked": False}
    assert s.to_act() == [] and s.legal_moves(P1) == []


def test_finished_players_may_knock_and_turn_order_skips_them():
    s = position([["5C"], ["2C", "3H"], ["2D", "3D"]], "9C")
    s.apply(P0, play("5C"))
    s.apply(P1, play("2C"))
    assert s.vulnerable == {P1}
    s.apply(P0, {"type": "knock", "target": P1})
    assert len(s.hands[P1]) == 4 and s.current == P2


def test_wrong_turn_and_bad_parameters():
    s = position([["5C", "KH"], ["2H", "3H"], ["2D", "3D"]], "9C")
    rejects(s, P1, play("2H"), "NOT_YOUR_TURN")
    rejects(s, P1, {"type": "draw"}, "NOT_YOUR_TURN")
    rejects(s, P0, {"type": "fly"}, "BAD_PARAMETERS")
    rejects(s, P0, play("1Z"), "BAD_PARAMETERS")
    rejects(s, P0, {"type": "play", "card": "5C", "extra": 1}, "BAD_PARAMETERS")
    rejects(s, P0, {"type": "knock"}, "BAD_PARAMETERS")
    rejects(s, P0, {"type": "knock", "target": 7}, "BAD_PARAMETERS")
    rejects(s, P0, play("QS"), "CARD_NOT_IN_HAND")
    rejects(s, P0, play("5C", announce="yes"), "BAD_PARAMETERS")


def test_options_are_validated():
    for bad in ({"hand_size": 8}, {"nope": 1}, {"draw_limit": 0}, {"arithmetic": "mul"},
                {"multi_same_rank": 1}):
        with pytest.raises(IllegalMove) as err:
            GAME.new_state(["a", "b"], bad, seed="s")
        assert err.value.code == "BAD_PARAMETERS"
    with pytest.raises(IllegalMove):
        GAME.new_state(["a"], seed="s")
    with pytest.raises(IllegalMove):
        GAME.new_state(["a", "b"], seed="s", deck=["AS"] * 52)


def test_same_seed_replays_identically():
    a, _ = GAME.new_state(["a", "b", "c"], seed="same")
    b, _ = GAME.new_state(["a", "b", "c"], seed="same")
    c, _ = GAME.new_state(["a", "b", "c"], seed="other")
    assert a.to_dict() == b.to_dict() != c.to_dict()


def _told(move, top_rank, active_suit, held, but_eights=None):
    return {"move": move, "top_rank": top_rank, "active_suit": active_suit, "any_card": False,
            "first_turn": False, "held_since": held,
            "held_since_but_eights": held if but_eights is None else but_eights}


def test_telling_turns_are_kept_for_a_perfect_memory():
    """A seat that drew, passed or played an 8 (drawing nothing first) leaves public facts that
    views with memory show: what it faced, and the cards it held beside the one drawn or
    played, less those it played since that it could not have played then (and less the 8s)."""
    s = position([["4D", "KH", "2S", "8H"], ["5H", "9S", "8D"], ["3D", "7S"]], "9C",
                 stock=["5C", "QH"])
    s.apply(P0, {"type": "draw"})
    s.apply(P0, play("5C"))  # the card drawn, which it could have played then
    s.apply(P1, play("5H"))
    s.apply(P2, {"type": "draw"})
    s.apply(P2, play("QH"))
    s.apply(P0, play("KH"))  # one it held, and could not have played on the 9C
    s.apply(P1, play("8D", nominate_suit="S", announce=True))
    s.apply(P2, play("7S"))
    s.apply(P0, play("8H", nominate_suit="D"))  # an 8, which it could have played then
    players = s.view(P2, memory=True)["players"]
    assert players[P0]["telling_turns"] == [_told("draw", "9", "C", 3, but_eights=2),
                                            _told("eight", "7", "S", 2)]
    assert players[P1]["telling_turns"] == [_told("eight", "K", "H", 1)]
    assert players[P2]["telling_turns"] == [_told("draw", "5", "H", 1)]
    assert all("telling_turns" not in p for p in s.view(P2)["players"])
    again = GAME.load(s.to_dict())
    assert again.view(P2, memory=True) == s.view(P2, memory=True)
    # a record from before telling turns were kept has none
    older = s.to_dict()
    del older["telling_turns"]
    assert all("telling_turns" not in p for p in GAME.load(older).view(P2, memory=True)["players"])


def test_a_seat_keeps_its_last_three_telling_turns_and_a_finished_game_none():
    s = position([["4D"], ["2H"]], "9C", stock=["5S", "6S", "7S", "JS"],
                 options={"draw_limit": 4})
    for _ in range(4):
        s.apply(P0, {"type": "draw"})
    told = s.view(P1, memory=True)["players"][P0]["telling_turns"]
    assert [t["held_since"] for t in told] == [2, 3, 4]
    s.apply(P0, {"type": "pass"})
    s.apply(P1, {"type": "draw"})
    assert [t["move"] for t in s.view(P1, memory=True)["players"][P0]["telling_turns"]] \
        == ["draw", "draw", "pass"]
    s = position([["5C"], ["2D", "3H"]], "9C", stock=["4C"], current=P1)
    s.apply(P1, {"type": "draw"})
    s.apply(P1, play("4C"))
    assert "telling_turns" in s.to_dict()
    s.apply(P0, play("5C"))
    assert s.finished and "telling_turns" not in s.to_dict()
