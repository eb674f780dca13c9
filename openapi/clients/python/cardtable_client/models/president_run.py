from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.president_rank import PresidentRank


T = TypeVar("T", bound="PresidentRun")


@_attrs_define
class PresidentRun:
    """Natural cards of one rank played in a row (four burn the trick).

    Attributes:
        naturals (int):
        rank (PresidentRank): The rank a play counts as ("6": six; "supreme": the 3 of clubs).
    """

    naturals: int
    rank: PresidentRank

    def to_dict(self) -> dict[str, Any]:
        naturals = self.naturals

        rank = self.rank.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "naturals": naturals,
                "rank": rank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        naturals = d.pop("naturals")

        rank = PresidentRank(d.pop("rank"))

        president_run = cls(
            naturals=naturals,
            rank=rank,
        )

        return president_run
