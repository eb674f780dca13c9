from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="SeatTokenReplacedEvent")


@_attrs_define
class SeatTokenReplacedEvent:
    """The game's app gave the seat a new token: the old one no longer works.

    Attributes:
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['seat_token_replaced']):
    """

    seat: int
    seq: int
    type_: Literal["seat_token_replaced"]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["seat_token_replaced"], d.pop("type"))
        if type_ != "seat_token_replaced":
            raise ValueError(
                f"type must match const 'seat_token_replaced', got '{type_}'"
            )

        seat_token_replaced_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return seat_token_replaced_event
