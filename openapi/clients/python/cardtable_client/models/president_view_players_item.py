from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="PresidentViewPlayersItem")


@_attrs_define
class PresidentViewPlayersItem:
    """
    Attributes:
        name (None | str):
        seat (int):
        hand_count (int | Unset):
        passed (bool | Unset):
        points (int | None | Unset):
        position (int | None | Unset):
    """

    name: None | str
    seat: int
    hand_count: int | Unset = UNSET
    passed: bool | Unset = UNSET
    points: int | None | Unset = UNSET
    position: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: None | str
        name = self.name

        seat = self.seat

        hand_count = self.hand_count

        passed = self.passed

        points: int | None | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        else:
            points = self.points

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
            }
        )
        if hand_count is not UNSET:
            field_dict["hand_count"] = hand_count
        if passed is not UNSET:
            field_dict["passed"] = passed
        if points is not UNSET:
            field_dict["points"] = points
        if position is not UNSET:
            field_dict["position"] = position

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

        hand_count = d.pop("hand_count", UNSET)

        passed = d.pop("passed", UNSET)

        def _parse_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points = _parse_points(d.pop("points", UNSET))

        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

        president_view_players_item = cls(
            name=name,
            seat=seat,
            hand_count=hand_count,
            passed=passed,
            points=points,
            position=position,
        )

        return president_view_players_item
