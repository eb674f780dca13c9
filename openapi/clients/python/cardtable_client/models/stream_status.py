from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus
from typing import cast


T = TypeVar("T", bound="StreamStatus")


@_attrs_define
class StreamStatus:
    """A stream's `status` frame, after each batch of events.

    Attributes:
        status (GameStatus): waiting: seats are open; playing: dealt; finished: over.
        to_act (list[int]):
        version (int): The game's version: 1 at creation, one more with every write.
    """

    status: GameStatus
    to_act: list[int]
    version: int

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        to_act = self.to_act

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "to_act": to_act,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = GameStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        stream_status = cls(
            status=status,
            to_act=to_act,
            version=version,
        )

        return stream_status
