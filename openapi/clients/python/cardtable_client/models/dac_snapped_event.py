from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="DacSnappedEvent")


@_attrs_define
class DacSnappedEvent:
    """
    Attributes:
        card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        give_slot (int | None):
        owner (int):
        seat (int):
        seq (int): The event's place in the game's log.
        slot (int):
        type_ (Literal['snapped']):
    """

    card: str
    give_slot: int | None
    owner: int
    seat: int
    seq: int
    slot: int
    type_: Literal["snapped"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        give_slot: int | None
        give_slot = self.give_slot

        owner = self.owner

        seat = self.seat

        seq = self.seq

        slot = self.slot

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "give_slot": give_slot,
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

        def _parse_give_slot(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        give_slot = _parse_give_slot(d.pop("give_slot"))

        owner = d.pop("owner")

        seat = d.pop("seat")

        seq = d.pop("seq")

        slot = d.pop("slot")

        type_ = cast(Literal["snapped"], d.pop("type"))
        if type_ != "snapped":
            raise ValueError(f"type must match const 'snapped', got '{type_}'")

        dac_snapped_event = cls(
            card=card,
            give_slot=give_slot,
            owner=owner,
            seat=seat,
            seq=seq,
            slot=slot,
            type_=type_,
        )

        return dac_snapped_event
