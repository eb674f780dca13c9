from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="DacSnapFailedEvent")


@_attrs_define
class DacSnapFailedEvent:
    """
    Attributes:
        card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        owner (int):
        seat (int):
        seq (int): The event's place in the game's log.
        slot (int):
        type_ (Literal['snap_failed']):
    """

    card: str
    owner: int
    seat: int
    seq: int
    slot: int
    type_: Literal["snap_failed"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        owner = self.owner

        seat = self.seat

        seq = self.seq

        slot = self.slot

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "owner": owner,
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
        card = d.pop("card")

        owner = d.pop("owner")

        seat = d.pop("seat")

        seq = d.pop("seq")

        slot = d.pop("slot")

        type_ = cast(Literal["snap_failed"], d.pop("type"))
        if type_ != "snap_failed":
            raise ValueError(f"type must match const 'snap_failed', got '{type_}'")

        dac_snap_failed_event = cls(
            card=card,
            owner=owner,
            seat=seat,
            seq=seq,
            slot=slot,
            type_=type_,
        )

        return dac_snap_failed_event
