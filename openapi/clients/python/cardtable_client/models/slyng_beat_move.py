from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="SlyngBeatMove")


@_attrs_define
class SlyngBeatMove:
    """Answer one served card by beating it.

    Attributes:
        attack_card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        type_ (Literal['beat']):
    """

    attack_card: str
    card: str
    type_: Literal["beat"]

    def to_dict(self) -> dict[str, Any]:
        attack_card = self.attack_card

        card = self.card

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_card": attack_card,
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack_card = d.pop("attack_card")

        card = d.pop("card")

        type_ = cast(Literal["beat"], d.pop("type"))
        if type_ != "beat":
            raise ValueError(f"type must match const 'beat', got '{type_}'")

        slyng_beat_move = cls(
            attack_card=attack_card,
            card=card,
            type_=type_,
        )

        return slyng_beat_move
