from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="SlyngViewPlayersItem")


@_attrs_define
class SlyngViewPlayersItem:
    """
    Attributes:
        name (None | str):
        seat (int):
        finished_position (int | None | Unset):
        hand_count (int | Unset):
    """

    name: None | str
    seat: int
    finished_position: int | None | Unset = UNSET
    hand_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: None | str
        name = self.name

        seat = self.seat

        finished_position: int | None | Unset
        if isinstance(self.finished_position, Unset):
            finished_position = UNSET
        else:
            finished_position = self.finished_position

        hand_count = self.hand_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
            }
        )
        if finished_position is not UNSET:
            field_dict["finished_position"] = finished_position
        if hand_count is not UNSET:
            field_dict["hand_count"] = hand_count

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

        def _parse_finished_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        finished_position = _parse_finished_position(d.pop("finished_position", UNSET))

        hand_count = d.pop("hand_count", UNSET)

        slyng_view_players_item = cls(
            name=name,
            seat=seat,
            finished_position=finished_position,
            hand_count=hand_count,
        )

        return slyng_view_players_item
