from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="SlyngPlayer")


@_attrs_define
class SlyngPlayer:
    """A seat at a Slyng game, as everyone sees it.

    Attributes:
        finished_position (int | None):
        hand_count (int):
        name (str):
        seat (int):
    """

    finished_position: int | None
    hand_count: int
    name: str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        finished_position: int | None
        finished_position = self.finished_position

        hand_count = self.hand_count

        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "finished_position": finished_position,
                "hand_count": hand_count,
                "name": name,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_finished_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        finished_position = _parse_finished_position(d.pop("finished_position"))

        hand_count = d.pop("hand_count")

        name = d.pop("name")

        seat = d.pop("seat")

        slyng_player = cls(
            finished_position=finished_position,
            hand_count=hand_count,
            name=name,
            seat=seat,
        )

        return slyng_player
