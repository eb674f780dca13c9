from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast


T = TypeVar("T", bound="DacReplaceMove")


@_attrs_define
class DacReplaceMove:
    """Put the pending card in a slot; its card is discarded.

    Attributes:
        slot (int): An occupied own slot.
        type_ (Literal['replace']):
        call_dac (bool | Unset): Call Dač, ending the round after everyone else's next turn.
    """

    slot: int
    type_: Literal["replace"]
    call_dac: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot

        type_ = self.type_

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

        type_ = cast(Literal["replace"], d.pop("type"))
        if type_ != "replace":
            raise ValueError(f"type must match const 'replace', got '{type_}'")

        call_dac = d.pop("call_dac", UNSET)

        dac_replace_move = cls(
            slot=slot,
            type_=type_,
            call_dac=call_dac,
        )

        return dac_replace_move
