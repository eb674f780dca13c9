from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="VriAtterKnockMove")


@_attrs_define
class VriAtterKnockMove:
    """Knock on a player who left themselves one card unannounced.

    Attributes:
        target (int): The vulnerable player.
        type_ (Literal['knock']):
    """

    target: int
    type_: Literal["knock"]

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target")

        type_ = cast(Literal["knock"], d.pop("type"))
        if type_ != "knock":
            raise ValueError(f"type must match const 'knock', got '{type_}'")

        vri_atter_knock_move = cls(
            target=target,
            type_=type_,
        )

        return vri_atter_knock_move
