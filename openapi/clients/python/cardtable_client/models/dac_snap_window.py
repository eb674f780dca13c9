from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="DacSnapWindow")


@_attrs_define
class DacSnapWindow:
    """The open snap window.

    Attributes:
        discarder (int):
        rank (str): A card rank, e.g. 7 or Q.
        responded (list[int]):
    """

    discarder: int
    rank: str
    responded: list[int]

    def to_dict(self) -> dict[str, Any]:
        discarder = self.discarder

        rank = self.rank

        responded = self.responded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "discarder": discarder,
                "rank": rank,
                "responded": responded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discarder = d.pop("discarder")

        rank = d.pop("rank")

        responded = cast(list[int], d.pop("responded"))

        dac_snap_window = cls(
            discarder=discarder,
            rank=rank,
            responded=responded,
        )

        return dac_snap_window
