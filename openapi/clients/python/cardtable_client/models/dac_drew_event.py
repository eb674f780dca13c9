from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast


T = TypeVar("T", bound="DacDrewEvent")


@_attrs_define
class DacDrewEvent:
    """
    Attributes:
        seat (int):
        seq (int): The event's place in the game's log.
        stock_count (int):
        type_ (Literal['drew']):
        card (str | Unset): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
    """

    seat: int
    seq: int
    stock_count: int
    type_: Literal["drew"]
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        stock_count = self.stock_count

        type_ = self.type_

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "stock_count": stock_count,
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

        stock_count = d.pop("stock_count")

        type_ = cast(Literal["drew"], d.pop("type"))
        if type_ != "drew":
            raise ValueError(f"type must match const 'drew', got '{type_}'")

        card = d.pop("card", UNSET)

        dac_drew_event = cls(
            seat=seat,
            seq=seq,
            stock_count=stock_count,
            type_=type_,
            card=card,
        )

        return dac_drew_event
