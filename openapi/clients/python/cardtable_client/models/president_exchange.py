from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="PresidentExchange")


@_attrs_define
class PresidentExchange:
    """One taker-giver pair of the card exchange.

    Attributes:
        count (int):
        giver (int):
        returned (bool):
        taken (bool):
        taker (int):
    """

    count: int
    giver: int
    returned: bool
    taken: bool
    taker: int

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        giver = self.giver

        returned = self.returned

        taken = self.taken

        taker = self.taker

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "giver": giver,
                "returned": returned,
                "taken": taken,
                "taker": taker,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        giver = d.pop("giver")

        returned = d.pop("returned")

        taken = d.pop("taken")

        taker = d.pop("taker")

        president_exchange = cls(
            count=count,
            giver=giver,
            returned=returned,
            taken=taken,
            taker=taker,
        )

        return president_exchange
