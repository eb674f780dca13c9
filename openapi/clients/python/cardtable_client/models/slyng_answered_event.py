from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="SlyngAnsweredEvent")


@_attrs_define
class SlyngAnsweredEvent:
    """
    Attributes:
        attack_card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        beat_with (None | str):
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['answered']):
    """

    attack_card: str
    beat_with: None | str
    seat: int
    seq: int
    type_: Literal["answered"]

    def to_dict(self) -> dict[str, Any]:
        attack_card = self.attack_card

        beat_with: None | str
        beat_with = self.beat_with

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_card": attack_card,
                "beat_with": beat_with,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack_card = d.pop("attack_card")

        def _parse_beat_with(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        beat_with = _parse_beat_with(d.pop("beat_with"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["answered"], d.pop("type"))
        if type_ != "answered":
            raise ValueError(f"type must match const 'answered', got '{type_}'")

        slyng_answered_event = cls(
            attack_card=attack_card,
            beat_with=beat_with,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return slyng_answered_event
