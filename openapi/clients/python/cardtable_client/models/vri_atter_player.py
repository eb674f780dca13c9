from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="VriAtterPlayer")


@_attrs_define
class VriAtterPlayer:
    """A seat at a Vri åtter game, as everyone sees it.

    Attributes:
        announced (bool):
        finished_position (int | None):
        had_turn (bool): Has had a turn (no_vri_first_turn).
        hand_count (int):
        name (str):
        seat (int):
        vulnerable (bool): Open to a knock.
    """

    announced: bool
    finished_position: int | None
    had_turn: bool
    hand_count: int
    name: str
    seat: int
    vulnerable: bool

    def to_dict(self) -> dict[str, Any]:
        announced = self.announced

        finished_position: int | None
        finished_position = self.finished_position

        had_turn = self.had_turn

        hand_count = self.hand_count

        name = self.name

        seat = self.seat

        vulnerable = self.vulnerable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "announced": announced,
                "finished_position": finished_position,
                "had_turn": had_turn,
                "hand_count": hand_count,
                "name": name,
                "seat": seat,
                "vulnerable": vulnerable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        announced = d.pop("announced")

        def _parse_finished_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        finished_position = _parse_finished_position(d.pop("finished_position"))

        had_turn = d.pop("had_turn")

        hand_count = d.pop("hand_count")

        name = d.pop("name")

        seat = d.pop("seat")

        vulnerable = d.pop("vulnerable")

        vri_atter_player = cls(
            announced=announced,
            finished_position=finished_position,
            had_turn=had_turn,
            hand_count=hand_count,
            name=name,
            seat=seat,
            vulnerable=vulnerable,
        )

        return vri_atter_player
