from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="PresidentExchangeReturnMove")


@_attrs_define
class PresidentExchangeReturnMove:
    """Give back 2 (President) or 1 (Vice-president).

    Attributes:
        cards (list[str]): The cards given back.
        type_ (Literal['exchange_return']):
    """

    cards: list[str]
    type_: Literal["exchange_return"]

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

        type_ = cast(Literal["exchange_return"], d.pop("type"))
        if type_ != "exchange_return":
            raise ValueError(f"type must match const 'exchange_return', got '{type_}'")

        president_exchange_return_move = cls(
            cards=cards,
            type_=type_,
        )

        return president_exchange_return_move
