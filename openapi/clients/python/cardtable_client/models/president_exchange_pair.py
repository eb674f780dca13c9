from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="PresidentExchangePair")


@_attrs_define
class PresidentExchangePair:
    """Who takes how many cards from whom.

    Attributes:
        count (int):
        giver (int):
        taker (int):
    """

    count: int
    giver: int
    taker: int

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        giver = self.giver

        taker = self.taker

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "giver": giver,
                "taker": taker,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        giver = d.pop("giver")

        taker = d.pop("taker")

        president_exchange_pair = cls(
            count=count,
            giver=giver,
            taker=taker,
        )

        return president_exchange_pair
