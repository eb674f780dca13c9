from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="PresidentViewTrickItem")


@_attrs_define
class PresidentViewTrickItem:
    """
    Attributes:
        cards (list[str]):
        count (int):
        rank (str):
        seat (int):
    """

    cards: list[str]
    count: int
    rank: str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        count = self.count

        rank = self.rank

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "count": count,
                "rank": rank,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        count = d.pop("count")

        rank = d.pop("rank")

        seat = d.pop("seat")

        president_view_trick_item = cls(
            cards=cards,
            count=count,
            rank=rank,
            seat=seat,
        )

        return president_view_trick_item
