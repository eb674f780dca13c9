from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="WaitingSeat")


@_attrs_define
class WaitingSeat:
    """A seat of a game that waits for players.

    Attributes:
        name (None | str): null: the seat is open.
        seat (int):
    """

    name: None | str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        name: None | str
        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        seat = d.pop("seat")

        waiting_seat = cls(
            name=name,
            seat=seat,
        )

        return waiting_seat
