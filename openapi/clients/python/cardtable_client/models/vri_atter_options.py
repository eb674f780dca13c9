from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.vri_atter_options_ace_value import VriAtterOptionsAceValue
from ..models.vri_atter_options_arithmetic import VriAtterOptionsArithmetic
from ..models.vri_atter_options_false_knock import VriAtterOptionsFalseKnock
from ..models.vri_atter_options_hand_size import VriAtterOptionsHandSize
from ..models.vri_atter_options_initial_eight import VriAtterOptionsInitialEight


T = TypeVar("T", bound="VriAtterOptions")


@_attrs_define
class VriAtterOptions:
    """Options of Vri åtter.

    Attributes:
        ace_value (VriAtterOptionsAceValue): The ace's value in arithmetic. Default: VriAtterOptionsAceValue.VALUE_1.
        arithmetic (VriAtterOptionsArithmetic): Play two cards whose sum or difference (all_four: also product or
            quotient) equals the top card's value. Default: VriAtterOptionsArithmetic.OFF.
        draw_limit (int): Cards a player may draw in one turn. Default: 3.
        face_cards_in_arithmetic (bool): J=11, Q=12, K=13 in arithmetic; false: face cards are neither operands nor
            targets. Default: True.
        false_knock (VriAtterOptionsFalseKnock): reject: a knock on a player who is not vulnerable is refused;
            penalty_1: it is accepted and the knocker draws one card. Default: VriAtterOptionsFalseKnock.REJECT.
        go_out_on_eight (bool): A player may play their last card(s) with an 8. Default: True.
        hand_size (VriAtterOptionsHandSize): Cards dealt to each player. Default: VriAtterOptionsHandSize.VALUE_6.
        initial_eight (VriAtterOptionsInitialEight): What an 8 turned as the first upcard does. Default:
            VriAtterOptionsInitialEight.OWN_SUIT.
        knock_penalty (int): Cards a knocked player draws. Default: 3.
        multi_same_rank (bool): play_same_rank: several cards of one rank at once, the first legal, the last on top.
            Default: False.
        no_vri_first_turn (bool): On each player's first turn only a card of the active suit may be played. Default:
            False.
    """

    ace_value: VriAtterOptionsAceValue = VriAtterOptionsAceValue.VALUE_1
    arithmetic: VriAtterOptionsArithmetic = VriAtterOptionsArithmetic.OFF
    draw_limit: int = 3
    face_cards_in_arithmetic: bool = True
    false_knock: VriAtterOptionsFalseKnock = VriAtterOptionsFalseKnock.REJECT
    go_out_on_eight: bool = True
    hand_size: VriAtterOptionsHandSize = VriAtterOptionsHandSize.VALUE_6
    initial_eight: VriAtterOptionsInitialEight = VriAtterOptionsInitialEight.OWN_SUIT
    knock_penalty: int = 3
    multi_same_rank: bool = False
    no_vri_first_turn: bool = False

    def to_dict(self) -> dict[str, Any]:
        ace_value = self.ace_value.value

        arithmetic = self.arithmetic.value

        draw_limit = self.draw_limit

        face_cards_in_arithmetic = self.face_cards_in_arithmetic

        false_knock = self.false_knock.value

        go_out_on_eight = self.go_out_on_eight

        hand_size = self.hand_size.value

        initial_eight = self.initial_eight.value

        knock_penalty = self.knock_penalty

        multi_same_rank = self.multi_same_rank

        no_vri_first_turn = self.no_vri_first_turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ace_value": ace_value,
                "arithmetic": arithmetic,
                "draw_limit": draw_limit,
                "face_cards_in_arithmetic": face_cards_in_arithmetic,
                "false_knock": false_knock,
                "go_out_on_eight": go_out_on_eight,
                "hand_size": hand_size,
                "initial_eight": initial_eight,
                "knock_penalty": knock_penalty,
                "multi_same_rank": multi_same_rank,
                "no_vri_first_turn": no_vri_first_turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ace_value = VriAtterOptionsAceValue(d.pop("ace_value"))

        arithmetic = VriAtterOptionsArithmetic(d.pop("arithmetic"))

        draw_limit = d.pop("draw_limit")

        face_cards_in_arithmetic = d.pop("face_cards_in_arithmetic")

        false_knock = VriAtterOptionsFalseKnock(d.pop("false_knock"))

        go_out_on_eight = d.pop("go_out_on_eight")

        hand_size = VriAtterOptionsHandSize(d.pop("hand_size"))

        initial_eight = VriAtterOptionsInitialEight(d.pop("initial_eight"))

        knock_penalty = d.pop("knock_penalty")

        multi_same_rank = d.pop("multi_same_rank")

        no_vri_first_turn = d.pop("no_vri_first_turn")

        vri_atter_options = cls(
            ace_value=ace_value,
            arithmetic=arithmetic,
            draw_limit=draw_limit,
            face_cards_in_arithmetic=face_cards_in_arithmetic,
            false_knock=false_knock,
            go_out_on_eight=go_out_on_eight,
            hand_size=hand_size,
            initial_eight=initial_eight,
            knock_penalty=knock_penalty,
            multi_same_rank=multi_same_rank,
            no_vri_first_turn=no_vri_first_turn,
        )

        return vri_atter_options
