from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.president_rank import PresidentRank
from typing import cast


T = TypeVar("T", bound="PresidentPlay")


@_attrs_define
class PresidentPlay:
    """A play in the current trick.

    Attributes:
        cards (list[str]):
        count (int):
        rank (PresidentRank): The rank a play counts as ("6": six; "supreme": the 3 of clubs).
        seat (int):
    """

    cards: list[str]
    count: int
    rank: PresidentRank
    seat: int

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        count = self.count

        rank = self.rank.value

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

        rank = PresidentRank(d.pop("rank"))

        seat = d.pop("seat")

        president_play = cls(
            cards=cards,
            count=count,
            rank=rank,
            seat=seat,
        )

        return president_play
