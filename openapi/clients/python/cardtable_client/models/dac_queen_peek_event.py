from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast


T = TypeVar("T", bound="DacQueenPeekEvent")


@_attrs_define
class DacQueenPeekEvent:
    """
    Attributes:
        seat (int):
        seq (int): The event's place in the game's log.
        slot (int):
        type_ (Literal['queen_peek']):
        card (str | Unset): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
    """

    seat: int
    seq: int
    slot: int
    type_: Literal["queen_peek"]
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        slot = self.slot

        type_ = self.type_

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "slot": slot,
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        slot = d.pop("slot")

        type_ = cast(Literal["queen_peek"], d.pop("type"))
        if type_ != "queen_peek":
            raise ValueError(f"type must match const 'queen_peek', got '{type_}'")

        card = d.pop("card", UNSET)

        dac_queen_peek_event = cls(
            seat=seat,
            seq=seq,
            slot=slot,
            type_=type_,
            card=card,
        )

        return dac_queen_peek_event
