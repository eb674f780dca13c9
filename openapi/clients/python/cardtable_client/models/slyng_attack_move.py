from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="SlyngAttackMove")


@_attrs_define
class SlyngAttackMove:
    """Serve 1 card, a 3-slyng or a 5-slyng.

    Attributes:
        cards (list[str]): 1, 3 or 5 cards.
        type_ (Literal['attack']):
    """

    cards: list[str]
    type_: Literal["attack"]

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        type_ = cast(Literal["attack"], d.pop("type"))
        if type_ != "attack":
            raise ValueError(f"type must match const 'attack', got '{type_}'")

        slyng_attack_move = cls(
            cards=cards,
            type_=type_,
        )

        return slyng_attack_move
