from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="JoinedEvent")


@_attrs_define
class JoinedEvent:
    """A player took a seat.

    Attributes:
        name (str):
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['joined']):
    """

    name: str
    seat: int
    seq: int
    type_: Literal["joined"]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["joined"], d.pop("type"))
        if type_ != "joined":
            raise ValueError(f"type must match const 'joined', got '{type_}'")

        joined_event = cls(
            name=name,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return joined_event
