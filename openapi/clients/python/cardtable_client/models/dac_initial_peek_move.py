from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="DacInitialPeekMove")


@_attrs_define
class DacInitialPeekMove:
    """Look at up to two own slots before play.

    Attributes:
        slots (list[int]): 0 to 2 own slot numbers.
        type_ (Literal['initial_peek']):
    """

    slots: list[int]
    type_: Literal["initial_peek"]

    def to_dict(self) -> dict[str, Any]:
        slots = self.slots

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slots": slots,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slots = cast(list[int], d.pop("slots"))

        type_ = cast(Literal["initial_peek"], d.pop("type"))
        if type_ != "initial_peek":
            raise ValueError(f"type must match const 'initial_peek', got '{type_}'")

        dac_initial_peek_move = cls(
            slots=slots,
            type_=type_,
        )

        return dac_initial_peek_move
