from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="DacCallDacMove")


@_attrs_define
class DacCallDacMove:
    """With dac_timing = instead_of_turn: call instead of a turn.

    Attributes:
        type_ (Literal['call_dac']):
    """

    type_: Literal["call_dac"]

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
        type_ = cast(Literal["call_dac"], d.pop("type"))
        if type_ != "call_dac":
            raise ValueError(f"type must match const 'call_dac', got '{type_}'")

        dac_call_dac_move = cls(
            type_=type_,
        )

        return dac_call_dac_move
