from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast


T = TypeVar("T", bound="DacSkipPowerMove")


@_attrs_define
class DacSkipPowerMove:
    """Do not use the Queen (or optional Jack) power.

    Attributes:
        type_ (Literal['skip_power']):
        call_dac (bool | Unset): Call Dač, ending the round after everyone else's next turn.
    """

    type_: Literal["skip_power"]
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
        type_ = cast(Literal["skip_power"], d.pop("type"))
        if type_ != "skip_power":
            raise ValueError(f"type must match const 'skip_power', got '{type_}'")

        call_dac = d.pop("call_dac", UNSET)

        dac_skip_power_move = cls(
            type_=type_,
            call_dac=call_dac,
        )

        return dac_skip_power_move
