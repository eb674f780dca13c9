from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="VriAtterDrewEvent")


@_attrs_define
class VriAtterDrewEvent:
    """
    Attributes:
        count (int):
        draws_this_turn (int):
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['drew']):
        cards (list[str] | Unset): Only to the seat that drew.
    """

    count: int
    draws_this_turn: int
    seat: int
    seq: int
    type_: Literal["drew"]
    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        draws_this_turn = self.draws_this_turn

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "draws_this_turn": draws_this_turn,
                "seat": seat,
                "seq": seq,
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

        draws_this_turn = d.pop("draws_this_turn")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["drew"], d.pop("type"))
        if type_ != "drew":
            raise ValueError(f"type must match const 'drew', got '{type_}'")

        cards = cast(list[str], d.pop("cards", UNSET))

        vri_atter_drew_event = cls(
            count=count,
            draws_this_turn=draws_this_turn,
            seat=seat,
            seq=seq,
            type_=type_,
            cards=cards,
        )

        return vri_atter_drew_event
