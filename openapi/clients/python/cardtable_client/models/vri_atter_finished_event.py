from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="VriAtterFinishedEvent")


@_attrs_define
class VriAtterFinishedEvent:
    """
    Attributes:
        position (int):
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['finished']):
    """

    position: int
    seat: int
    seq: int
    type_: Literal["finished"]

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["finished"], d.pop("type"))
        if type_ != "finished":
            raise ValueError(f"type must match const 'finished', got '{type_}'")

        vri_atter_finished_event = cls(
            position=position,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return vri_atter_finished_event
