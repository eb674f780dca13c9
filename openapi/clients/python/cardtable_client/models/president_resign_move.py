from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="PresidentResignMove")


@_attrs_define
class PresidentResignMove:
    """Leave the game for good. Any seat still in play may resign at any time, in turn or not; it is never listed among the
    legal moves. The kind's rules say what becomes of the seat, its cards and the game.

        Attributes:
            type_ (Literal['resign']):
    """

    type_: Literal["resign"]

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
        type_ = cast(Literal["resign"], d.pop("type"))
        if type_ != "resign":
            raise ValueError(f"type must match const 'resign', got '{type_}'")

        president_resign_move = cls(
            type_=type_,
        )

        return president_resign_move
