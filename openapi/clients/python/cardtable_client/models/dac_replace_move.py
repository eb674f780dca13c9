from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_replace_move_type import DacReplaceMoveType
from ..types import UNSET, Unset


T = TypeVar("T", bound="DacReplaceMove")


@_attrs_define
class DacReplaceMove:
    """Put the pending card in a slot; its card is discarded.

    Attributes:
        slot (int): An occupied own slot.
        type_ (DacReplaceMoveType):
        call_dac (bool | Unset): Call Dač, ending the round after everyone else's next turn.
    """

    slot: int
    type_: DacReplaceMoveType
    call_dac: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot

        type_ = self.type_.value

        call_dac = self.call_dac

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slot": slot,
                "type": type_,
            }
        )
        if call_dac is not UNSET:
            field_dict["call_dac"] = call_dac

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slot = d.pop("slot")

        type_ = DacReplaceMoveType(d.pop("type"))

        call_dac = d.pop("call_dac", UNSET)

        dac_replace_move = cls(
            slot=slot,
            type_=type_,
            call_dac=call_dac,
        )

        return dac_replace_move
