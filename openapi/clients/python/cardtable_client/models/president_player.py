from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="PresidentPlayer")


@_attrs_define
class PresidentPlayer:
    """A seat at a President game, as everyone sees it.

    Attributes:
        hand_count (int):
        name (str):
        passed (bool):
        points (int | None):
        position (int | None):
        seat (int):
    """

    hand_count: int
    name: str
    passed: bool
    points: int | None
    position: int | None
    seat: int

    def to_dict(self) -> dict[str, Any]:
        hand_count = self.hand_count

        name = self.name

        passed = self.passed

        points: int | None
        points = self.points

        position: int | None
        position = self.position

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand_count": hand_count,
                "name": name,
                "passed": passed,
                "points": points,
                "position": position,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand_count = d.pop("hand_count")

        name = d.pop("name")

        passed = d.pop("passed")

        def _parse_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points = _parse_points(d.pop("points"))

        def _parse_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        position = _parse_position(d.pop("position"))

        seat = d.pop("seat")

        president_player = cls(
            hand_count=hand_count,
            name=name,
            passed=passed,
            points=points,
            position=position,
            seat=seat,
        )

        return president_player
