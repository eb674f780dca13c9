from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="SlyngDrewEvent")


@_attrs_define
class SlyngDrewEvent:
    """
    Attributes:
        count (int):
        seat (int):
        seq (int): The event's place in the game's log.
        stock_count (int):
        type_ (Literal['drew']):
        cards (list[str] | Unset): Only to the seat that drew.
        trump_card (str | Unset): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
    """

    count: int
    seat: int
    seq: int
    stock_count: int
    type_: Literal["drew"]
    cards: list[str] | Unset = UNSET
    trump_card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        seq = self.seq

        stock_count = self.stock_count

        type_ = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        trump_card = self.trump_card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "seat": seat,
                "seq": seq,
                "stock_count": stock_count,
                "type": type_,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if trump_card is not UNSET:
            field_dict["trump_card"] = trump_card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        seat = d.pop("seat")

        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        type_ = cast(Literal["drew"], d.pop("type"))
        if type_ != "drew":
            raise ValueError(f"type must match const 'drew', got '{type_}'")

        cards = cast(list[str], d.pop("cards", UNSET))

        trump_card = d.pop("trump_card", UNSET)

        slyng_drew_event = cls(
            count=count,
            seat=seat,
            seq=seq,
            stock_count=stock_count,
            type_=type_,
            cards=cards,
            trump_card=trump_card,
        )

        return slyng_drew_event
