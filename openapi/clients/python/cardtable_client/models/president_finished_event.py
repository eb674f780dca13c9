from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="PresidentFinishedEvent")


@_attrs_define
class PresidentFinishedEvent:
    """
    Attributes:
        forbidden_finish (bool):
        position (int):
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['finished']):
    """

    forbidden_finish: bool
    position: int
    seat: int
    seq: int
    type_: Literal["finished"]

    def to_dict(self) -> dict[str, Any]:
        forbidden_finish = self.forbidden_finish

        position = self.position

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "forbidden_finish": forbidden_finish,
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
        forbidden_finish = d.pop("forbidden_finish")

        position = d.pop("position")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["finished"], d.pop("type"))
        if type_ != "finished":
            raise ValueError(f"type must match const 'finished', got '{type_}'")

        president_finished_event = cls(
            forbidden_finish=forbidden_finish,
            position=position,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return president_finished_event
