from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="DacDealtEvent")


@_attrs_define
class DacDealtEvent:
    """
    Attributes:
        dealer (int):
        round_ (int):
        seq (int): The event's place in the game's log.
        slots (list[int]): Slots dealt by seat.
        type_ (Literal['dealt']):
        upcard (str | Unset): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
    """

    dealer: int
    round_: int
    seq: int
    slots: list[int]
    type_: Literal["dealt"]
    upcard: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        round_ = self.round_

        seq = self.seq

        slots = self.slots

        type_ = self.type_

        upcard = self.upcard

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "round": round_,
                "seq": seq,
                "slots": slots,
                "type": type_,
            }
        )
        if upcard is not UNSET:
            field_dict["upcard"] = upcard

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        round_ = d.pop("round")

        seq = d.pop("seq")

        slots = cast(list[int], d.pop("slots"))

        type_ = cast(Literal["dealt"], d.pop("type"))
        if type_ != "dealt":
            raise ValueError(f"type must match const 'dealt', got '{type_}'")

        upcard = d.pop("upcard", UNSET)

        dac_dealt_event = cls(
            dealer=dealer,
            round_=round_,
            seq=seq,
            slots=slots,
            type_=type_,
            upcard=upcard,
        )

        return dac_dealt_event
