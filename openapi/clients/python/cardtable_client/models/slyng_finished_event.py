from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="SlyngFinishedEvent")


@_attrs_define
class SlyngFinishedEvent:
    """
    Attributes:
        position (int):
        seats (list[int]):
        seq (int): The event's place in the game's log.
        type_ (Literal['finished']):
    """

    position: int
    seats: list[int]
    seq: int
    type_: Literal["finished"]

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        seats = self.seats

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "seats": seats,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        seats = cast(list[int], d.pop("seats"))

        seq = d.pop("seq")

        type_ = cast(Literal["finished"], d.pop("type"))
        if type_ != "finished":
            raise ValueError(f"type must match const 'finished', got '{type_}'")

        slyng_finished_event = cls(
            position=position,
            seats=seats,
            seq=seq,
            type_=type_,
        )

        return slyng_finished_event
