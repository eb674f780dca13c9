from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="PresidentExchangeReturnedEvent")


@_attrs_define
class PresidentExchangeReturnedEvent:
    """
    Attributes:
        count (int):
        giver (int):
        seq (int): The event's place in the game's log.
        taker (int):
        type_ (Literal['exchange_returned']):
        cards (list[str] | Unset): Only to the taker and the giver.
    """

    count: int
    giver: int
    seq: int
    taker: int
    type_: Literal["exchange_returned"]
    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        giver = self.giver

        seq = self.seq

        taker = self.taker

        type_ = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "giver": giver,
                "seq": seq,
                "taker": taker,
                "type": type_,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        giver = d.pop("giver")

        seq = d.pop("seq")

        taker = d.pop("taker")

        type_ = cast(Literal["exchange_returned"], d.pop("type"))
        if type_ != "exchange_returned":
            raise ValueError(
                f"type must match const 'exchange_returned', got '{type_}'"
            )

        cards = cast(list[str], d.pop("cards", UNSET))

        president_exchange_returned_event = cls(
            count=count,
            giver=giver,
            seq=seq,
            taker=taker,
            type_=type_,
            cards=cards,
        )

        return president_exchange_returned_event
