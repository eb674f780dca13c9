from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="DacReplacedEvent")


@_attrs_define
class DacReplacedEvent:
    """
    Attributes:
        discarded (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        placed (None | str): The placed card when it came from the pile (so everyone knows it).
        seat (int):
        seq (int): The event's place in the game's log.
        slot (int):
        type_ (Literal['replaced']):
    """

    discarded: str
    placed: None | str
    seat: int
    seq: int
    slot: int
    type_: Literal["replaced"]

    def to_dict(self) -> dict[str, Any]:
        discarded = self.discarded

        placed: None | str
        placed = self.placed

        seat = self.seat

        seq = self.seq

        slot = self.slot

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "discarded": discarded,
                "placed": placed,
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
        discarded = d.pop("discarded")

        def _parse_placed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        placed = _parse_placed(d.pop("placed"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        slot = d.pop("slot")

        type_ = cast(Literal["replaced"], d.pop("type"))
        if type_ != "replaced":
            raise ValueError(f"type must match const 'replaced', got '{type_}'")

        dac_replaced_event = cls(
            discarded=discarded,
            placed=placed,
            seat=seat,
            seq=seq,
            slot=slot,
            type_=type_,
        )

        return dac_replaced_event
