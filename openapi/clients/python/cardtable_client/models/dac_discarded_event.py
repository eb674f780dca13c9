from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="DacDiscardedEvent")


@_attrs_define
class DacDiscardedEvent:
    """
    Attributes:
        card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['discarded']):
    """

    card: str
    seat: int
    seq: int
    type_: Literal["discarded"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["discarded"], d.pop("type"))
        if type_ != "discarded":
            raise ValueError(f"type must match const 'discarded', got '{type_}'")

        dac_discarded_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return dac_discarded_event
