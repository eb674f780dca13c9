from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit import Suit
from ..types import UNSET, Unset
from typing import Literal, cast


T = TypeVar("T", bound="VriAtterPlayMove")


@_attrs_define
class VriAtterPlayMove:
    """Play one card.

    Attributes:
        card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        type_ (Literal['play']):
        announce (bool | Unset): Say "one card left": true only when the play leaves exactly one card.
        nominate_suit (Suit | Unset): Clubs, diamonds, hearts, spades.
    """

    card: str
    type_: Literal["play"]
    announce: bool | Unset = UNSET
    nominate_suit: Suit | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

        announce = self.announce

        nominate_suit: str | Unset = UNSET
        if not isinstance(self.nominate_suit, Unset):
            nominate_suit = self.nominate_suit.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
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
        card = d.pop("card")

        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        announce = d.pop("announce", UNSET)

        _nominate_suit = d.pop("nominate_suit", UNSET)
        nominate_suit: Suit | Unset
        if isinstance(_nominate_suit, Unset):
            nominate_suit = UNSET
        else:
            nominate_suit = Suit(_nominate_suit)

        vri_atter_play_move = cls(
            card=card,
            type_=type_,
            announce=announce,
            nominate_suit=nominate_suit,
        )

        return vri_atter_play_move
