from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="PresidentPlayStartedEvent")


@_attrs_define
class PresidentPlayStartedEvent:
    """
    Attributes:
        leader (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['play_started']):
    """

    leader: int
    seq: int
    type_: Literal["play_started"]

    def to_dict(self) -> dict[str, Any]:
        leader = self.leader

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "leader": leader,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        leader = d.pop("leader")

        seq = d.pop("seq")

        type_ = cast(Literal["play_started"], d.pop("type"))
        if type_ != "play_started":
            raise ValueError(f"type must match const 'play_started', got '{type_}'")

        president_play_started_event = cls(
            leader=leader,
            seq=seq,
            type_=type_,
        )

        return president_play_started_event
