from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="PresidentViewRunType1")


@_attrs_define
class PresidentViewRunType1:
    """
    Attributes:
        naturals (int):
        rank (str):
    """

    naturals: int
    rank: str

    def to_dict(self) -> dict[str, Any]:
        naturals = self.naturals

        rank = self.rank

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

        rank = d.pop("rank")

        president_view_run_type_1 = cls(
            naturals=naturals,
            rank=rank,
        )

        return president_view_run_type_1
