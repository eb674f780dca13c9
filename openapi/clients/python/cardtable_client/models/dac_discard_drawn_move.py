from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast


T = TypeVar("T", bound="DacDiscardDrawnMove")


@_attrs_define
class DacDiscardDrawnMove:
    """Discard the card drawn from the stock.

    Attributes:
        type_ (Literal['discard_drawn']):
        call_dac (bool | Unset): Call Dač, ending the round after everyone else's next turn.
    """

    type_: Literal["discard_drawn"]
    call_dac: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        call_dac = self.call_dac

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if call_dac is not UNSET:
            field_dict["call_dac"] = call_dac

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["discard_drawn"], d.pop("type"))
        if type_ != "discard_drawn":
            raise ValueError(f"type must match const 'discard_drawn', got '{type_}'")

        call_dac = d.pop("call_dac", UNSET)

        dac_discard_drawn_move = cls(
            type_=type_,
            call_dac=call_dac,
        )

        return dac_discard_drawn_move
