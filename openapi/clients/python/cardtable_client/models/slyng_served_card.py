from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="SlyngServedCard")


@_attrs_define
class SlyngServedCard:
    """A card served in the current bout, and its answer so far.

    Attributes:
        answered (bool):
        attack_card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        beat_with (None | str):
    """

    answered: bool
    attack_card: str
    beat_with: None | str

    def to_dict(self) -> dict[str, Any]:
        answered = self.answered

        attack_card = self.attack_card

        beat_with: None | str
        beat_with = self.beat_with

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "answered": answered,
                "attack_card": attack_card,
                "beat_with": beat_with,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        answered = d.pop("answered")

        attack_card = d.pop("attack_card")

        def _parse_beat_with(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        beat_with = _parse_beat_with(d.pop("beat_with"))

        slyng_served_card = cls(
            answered=answered,
            attack_card=attack_card,
            beat_with=beat_with,
        )

        return slyng_served_card
