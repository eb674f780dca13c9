from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit import Suit
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="VriAtterPlaySameRankMove")


@_attrs_define
class VriAtterPlaySameRankMove:
    """With multi_same_rank: two or more cards of one rank at once.

    Attributes:
        cards (list[str]): Two or more cards of one rank, in the order played: the first must be playable, the last ends
            on top.
        type_ (Literal['play_same_rank']):
        announce (bool | Unset): Say "one card left": true only when the play leaves exactly one card.
        nominate_suit (Suit | Unset): Clubs, diamonds, hearts, spades.
    """

    cards: list[str]
    type_: Literal["play_same_rank"]
    announce: bool | Unset = UNSET
    nominate_suit: Suit | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        type_ = self.type_

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

        type_ = cast(Literal["play_same_rank"], d.pop("type"))
        if type_ != "play_same_rank":
            raise ValueError(f"type must match const 'play_same_rank', got '{type_}'")

        announce = d.pop("announce", UNSET)

        _nominate_suit = d.pop("nominate_suit", UNSET)
        nominate_suit: Suit | Unset
        if isinstance(_nominate_suit, Unset):
            nominate_suit = UNSET
        else:
            nominate_suit = Suit(_nominate_suit)

        vri_atter_play_same_rank_move = cls(
            cards=cards,
            type_=type_,
            announce=announce,
            nominate_suit=nominate_suit,
        )

        return vri_atter_play_same_rank_move
