from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="VriAtterFalseKnockEvent")


@_attrs_define
class VriAtterFalseKnockEvent:
    """
    Attributes:
        count (int):
        seat (int):
        seq (int): The event's place in the game's log.
        target (int):
        type_ (Literal['false_knock']):
        cards (list[str] | Unset): Only to the knocker.
    """

    count: int
    seat: int
    seq: int
    target: int
    type_: Literal["false_knock"]
    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        seq = self.seq

        target = self.target

        type_ = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "seat": seat,
                "seq": seq,
                "target": target,
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

        seat = d.pop("seat")

        seq = d.pop("seq")

        target = d.pop("target")

        type_ = cast(Literal["false_knock"], d.pop("type"))
        if type_ != "false_knock":
            raise ValueError(f"type must match const 'false_knock', got '{type_}'")

        cards = cast(list[str], d.pop("cards", UNSET))

        vri_atter_false_knock_event = cls(
            count=count,
            seat=seat,
            seq=seq,
            target=target,
            type_=type_,
            cards=cards,
        )

        return vri_atter_false_knock_event
