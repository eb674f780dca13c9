from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="SlyngTakeMove")


@_attrs_define
class SlyngTakeMove:
    """Answer one served card by taking it into your hand.

    Attributes:
        attack_card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        type_ (Literal['take']):
    """

    attack_card: str
    type_: Literal["take"]

    def to_dict(self) -> dict[str, Any]:
        attack_card = self.attack_card

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_card": attack_card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack_card = d.pop("attack_card")

        type_ = cast(Literal["take"], d.pop("type"))
        if type_ != "take":
            raise ValueError(f"type must match const 'take', got '{type_}'")

        slyng_take_move = cls(
            attack_card=attack_card,
            type_=type_,
        )

        return slyng_take_move
