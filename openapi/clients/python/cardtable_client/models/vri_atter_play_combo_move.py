from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.vri_atter_play_combo_move_nominate_suit import (
    VriAtterPlayComboMoveNominateSuit,
)
from ..models.vri_atter_play_combo_move_type import VriAtterPlayComboMoveType
from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="VriAtterPlayComboMove")


@_attrs_define
class VriAtterPlayComboMove:
    """With arithmetic: two cards, bottom then top.

    Attributes:
        cards (list[str]): [bottom, top]
        type_ (VriAtterPlayComboMoveType):
        announce (bool | Unset): Say "one card left": true only when the play leaves exactly one card.
        nominate_suit (VriAtterPlayComboMoveNominateSuit | Unset): The suit an 8 on top switches to; required iff the
            top card played is an 8.
    """

    cards: list[str]
    type_: VriAtterPlayComboMoveType
    announce: bool | Unset = UNSET
    nominate_suit: VriAtterPlayComboMoveNominateSuit | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        type_ = self.type_.value

        announce = self.announce

        nominate_suit: str | Unset = UNSET
        if not isinstance(self.nominate_suit, Unset):
            nominate_suit = self.nominate_suit.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )
        if announce is not UNSET:
            field_dict["announce"] = announce
        if nominate_suit is not UNSET:
            field_dict["nominate_suit"] = nominate_suit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        type_ = VriAtterPlayComboMoveType(d.pop("type"))

        announce = d.pop("announce", UNSET)

        _nominate_suit = d.pop("nominate_suit", UNSET)
        nominate_suit: VriAtterPlayComboMoveNominateSuit | Unset
        if isinstance(_nominate_suit, Unset):
            nominate_suit = UNSET
        else:
            nominate_suit = VriAtterPlayComboMoveNominateSuit(_nominate_suit)

        vri_atter_play_combo_move = cls(
            cards=cards,
            type_=type_,
            announce=announce,
            nominate_suit=nominate_suit,
        )

        return vri_atter_play_combo_move
