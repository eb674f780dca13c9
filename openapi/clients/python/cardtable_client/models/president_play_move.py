from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="PresidentPlayMove")


@_attrs_define
class PresidentPlayMove:
    """Play cards of one rank (wilds may stand in).

    Attributes:
        cards (list[str]): The cards played.
        type_ (Literal['play']):
        declared_rank (str | Unset): The rank an all-wild follow stands for (3 … A, 2; "6" for six).
    """

    cards: list[str]
    type_: Literal["play"]
    declared_rank: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        type_ = self.type_

        declared_rank = self.declared_rank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )
        if declared_rank is not UNSET:
            field_dict["declared_rank"] = declared_rank

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        declared_rank = d.pop("declared_rank", UNSET)

        president_play_move = cls(
            cards=cards,
            type_=type_,
            declared_rank=declared_rank,
        )

        return president_play_move
