from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="DacNextRoundMove")


@_attrs_define
class DacNextRoundMove:
    """Deal the next round (cumulative scoring).

    Attributes:
        type_ (Literal['next_round']):
    """

    type_: Literal["next_round"]

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
        type_ = cast(Literal["next_round"], d.pop("type"))
        if type_ != "next_round":
            raise ValueError(f"type must match const 'next_round', got '{type_}'")

        dac_next_round_move = cls(
            type_=type_,
        )

        return dac_next_round_move
