from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="SlyngAttackedEvent")


@_attrs_define
class SlyngAttackedEvent:
    """
    Attributes:
        cards (list[str]):
        defender (int):
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['attacked']):
    """

    cards: list[str]
    defender: int
    seat: int
    seq: int
    type_: Literal["attacked"]

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        defender = self.defender

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "defender": defender,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        defender = d.pop("defender")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["attacked"], d.pop("type"))
        if type_ != "attacked":
            raise ValueError(f"type must match const 'attacked', got '{type_}'")

        slyng_attacked_event = cls(
            cards=cards,
            defender=defender,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return slyng_attacked_event
