from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="DacPenaltyEvent")


@_attrs_define
class DacPenaltyEvent:
    """
    Attributes:
        seat (int):
        seq (int): The event's place in the game's log.
        slot (int): The new slot holding the face-down penalty card.
        type_ (Literal['penalty']):
    """

    seat: int
    seq: int
    slot: int
    type_: Literal["penalty"]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        slot = self.slot

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "slot": slot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        slot = d.pop("slot")

        type_ = cast(Literal["penalty"], d.pop("type"))
        if type_ != "penalty":
            raise ValueError(f"type must match const 'penalty', got '{type_}'")

        dac_penalty_event = cls(
            seat=seat,
            seq=seq,
            slot=slot,
            type_=type_,
        )

        return dac_penalty_event
