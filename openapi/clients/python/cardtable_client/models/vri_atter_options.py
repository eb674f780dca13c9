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
from ..types import UNSET, Unset


T = TypeVar("T", bound="VriAtterOptions")


@_attrs_define
class VriAtterOptions:
    """Options of Vri åtter.

    Attributes:
        ace_value (VriAtterOptionsAceValue | Unset): The ace's value in arithmetic. Default:
            VriAtterOptionsAceValue.VALUE_1.
        arithmetic (VriAtterOptionsArithmetic | Unset): Play two cards whose sum or difference (all_four: also product
            or quotient) equals the top card's value. Default: VriAtterOptionsArithmetic.OFF.
        draw_limit (int | Unset): Cards a player may draw in one turn. Default: 3.
        face_cards_in_arithmetic (bool | Unset): J=11, Q=12, K=13 in arithmetic; false: face cards are neither operands
            nor targets. Default: True.
        false_knock (VriAtterOptionsFalseKnock | Unset): reject: a knock on a player who is not vulnerable is refused;
            penalty_1: it is accepted and the knocker draws one card. Default: VriAtterOptionsFalseKnock.REJECT.
        go_out_on_eight (bool | Unset): A player may play their last card(s) with an 8. Default: True.
        hand_size (VriAtterOptionsHandSize | Unset): Cards dealt to each player. Default:
            VriAtterOptionsHandSize.VALUE_6.
        initial_eight (VriAtterOptionsInitialEight | Unset): What an 8 turned as the first upcard does. Default:
            VriAtterOptionsInitialEight.OWN_SUIT.
        knock_penalty (int | Unset): Cards a knocked player draws. Default: 3.
        multi_same_rank (bool | Unset): PLAY may carry `cards`: several cards of one rank, the first legal, the last on
            top. Default: False.
        no_vri_first_turn (bool | Unset): On each player's first turn only a card of the active suit may be played.
            Default: False.
    """

    ace_value: VriAtterOptionsAceValue | Unset = VriAtterOptionsAceValue.VALUE_1
    arithmetic: VriAtterOptionsArithmetic | Unset = VriAtterOptionsArithmetic.OFF
    draw_limit: int | Unset = 3
    face_cards_in_arithmetic: bool | Unset = True
    false_knock: VriAtterOptionsFalseKnock | Unset = VriAtterOptionsFalseKnock.REJECT
    go_out_on_eight: bool | Unset = True
    hand_size: VriAtterOptionsHandSize | Unset = VriAtterOptionsHandSize.VALUE_6
    initial_eight: VriAtterOptionsInitialEight | Unset = (
        VriAtterOptionsInitialEight.OWN_SUIT
    )
    knock_penalty: int | Unset = 3
    multi_same_rank: bool | Unset = False
    no_vri_first_turn: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        ace_value: int | Unset = UNSET
        if not isinstance(self.ace_value, Unset):
            ace_value = self.ace_value.value

        arithmetic: str | Unset = UNSET
        if not isinstance(self.arithmetic, Unset):
            arithmetic = self.arithmetic.value

        draw_limit = self.draw_limit

        face_cards_in_arithmetic = self.face_cards_in_arithmetic

        false_knock: str | Unset = UNSET
        if not isinstance(self.false_knock, Unset):
            false_knock = self.false_knock.value

        go_out_on_eight = self.go_out_on_eight

        hand_size: int | Unset = UNSET
        if not isinstance(self.hand_size, Unset):
            hand_size = self.hand_size.value

        initial_eight: str | Unset = UNSET
        if not isinstance(self.initial_eight, Unset):
            initial_eight = self.initial_eight.value

        knock_penalty = self.knock_penalty

        multi_same_rank = self.multi_same_rank

        no_vri_first_turn = self.no_vri_first_turn

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ace_value is not UNSET:
            field_dict["ace_value"] = ace_value
        if arithmetic is not UNSET:
            field_dict["arithmetic"] = arithmetic
        if draw_limit is not UNSET:
            field_dict["draw_limit"] = draw_limit
        if face_cards_in_arithmetic is not UNSET:
            field_dict["face_cards_in_arithmetic"] = face_cards_in_arithmetic
        if false_knock is not UNSET:
            field_dict["false_knock"] = false_knock
        if go_out_on_eight is not UNSET:
            field_dict["go_out_on_eight"] = go_out_on_eight
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size
        if initial_eight is not UNSET:
            field_dict["initial_eight"] = initial_eight
        if knock_penalty is not UNSET:
            field_dict["knock_penalty"] = knock_penalty
        if multi_same_rank is not UNSET:
            field_dict["multi_same_rank"] = multi_same_rank
        if no_vri_first_turn is not UNSET:
            field_dict["no_vri_first_turn"] = no_vri_first_turn

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _ace_value = d.pop("ace_value", UNSET)
        ace_value: VriAtterOptionsAceValue | Unset
        if isinstance(_ace_value, Unset):
            ace_value = UNSET
        else:
            ace_value = VriAtterOptionsAceValue(_ace_value)

        _arithmetic = d.pop("arithmetic", UNSET)
        arithmetic: VriAtterOptionsArithmetic | Unset
        if isinstance(_arithmetic, Unset):
            arithmetic = UNSET
        else:
            arithmetic = VriAtterOptionsArithmetic(_arithmetic)

        draw_limit = d.pop("draw_limit", UNSET)

        face_cards_in_arithmetic = d.pop("face_cards_in_arithmetic", UNSET)

        _false_knock = d.pop("false_knock", UNSET)
        false_knock: VriAtterOptionsFalseKnock | Unset
        if isinstance(_false_knock, Unset):
            false_knock = UNSET
        else:
            false_knock = VriAtterOptionsFalseKnock(_false_knock)

        go_out_on_eight = d.pop("go_out_on_eight", UNSET)

        _hand_size = d.pop("hand_size", UNSET)
        hand_size: VriAtterOptionsHandSize | Unset
        if isinstance(_hand_size, Unset):
            hand_size = UNSET
        else:
            hand_size = VriAtterOptionsHandSize(_hand_size)

        _initial_eight = d.pop("initial_eight", UNSET)
        initial_eight: VriAtterOptionsInitialEight | Unset
        if isinstance(_initial_eight, Unset):
            initial_eight = UNSET
        else:
            initial_eight = VriAtterOptionsInitialEight(_initial_eight)

        knock_penalty = d.pop("knock_penalty", UNSET)

        multi_same_rank = d.pop("multi_same_rank", UNSET)

        no_vri_first_turn = d.pop("no_vri_first_turn", UNSET)

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
