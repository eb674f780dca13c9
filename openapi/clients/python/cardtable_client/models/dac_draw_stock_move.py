from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="DacDrawStockMove")


@_attrs_define
class DacDrawStockMove:
    """Draw the top stock card (only you see it).

    Attributes:
        type_ (Literal['draw_stock']):
    """

    type_: Literal["draw_stock"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["draw_stock"], d.pop("type"))
        if type_ != "draw_stock":
            raise ValueError(f"type must match const 'draw_stock', got '{type_}'")

        dac_draw_stock_move = cls(
            type_=type_,
        )

        return dac_draw_stock_move
