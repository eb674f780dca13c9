from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="VriAtterReshuffledEvent")


@_attrs_define
class VriAtterReshuffledEvent:
    """
    Attributes:
        seq (int): The event's place in the game's log.
        stock_count (int):
        type_ (Literal['reshuffled']):
    """

    seq: int
    stock_count: int
    type_: Literal["reshuffled"]

    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        stock_count = self.stock_count

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seq": seq,
                "stock_count": stock_count,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        type_ = cast(Literal["reshuffled"], d.pop("type"))
        if type_ != "reshuffled":
            raise ValueError(f"type must match const 'reshuffled', got '{type_}'")

        vri_atter_reshuffled_event = cls(
            seq=seq,
            stock_count=stock_count,
            type_=type_,
        )

        return vri_atter_reshuffled_event
