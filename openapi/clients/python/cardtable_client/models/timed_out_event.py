from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.timed_out_event_action import TimedOutEventAction
from typing import Literal, cast


T = TypeVar("T", bound="TimedOutEvent")


@_attrs_define
class TimedOutEvent:
    """A seat's turn clock ran out; the events after it in the same write are what the clock did.

    Attributes:
        action (TimedOutEventAction): What the clock did: its bot played the seat's move, the seat forfeited (resigned),
            or the rules' own move for a seat that does not answer (a snap window's pass, dealing the next round).
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['timed_out']):
    """

    action: TimedOutEventAction
    seat: int
    seq: int
    type_: Literal["timed_out"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = TimedOutEventAction(d.pop("action"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["timed_out"], d.pop("type"))
        if type_ != "timed_out":
            raise ValueError(f"type must match const 'timed_out', got '{type_}'")

        timed_out_event = cls(
            action=action,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return timed_out_event
