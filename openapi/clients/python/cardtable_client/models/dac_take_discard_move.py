from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="DacTakeDiscardMove")


@_attrs_define
class DacTakeDiscardMove:
    """Take the top discard (it must replace a card).

    Attributes:
        type_ (Literal['take_discard']):
    """

    type_: Literal["take_discard"]

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
        type_ = cast(Literal["take_discard"], d.pop("type"))
        if type_ != "take_discard":
            raise ValueError(f"type must match const 'take_discard', got '{type_}'")

        dac_take_discard_move = cls(
            type_=type_,
        )

        return dac_take_discard_move
