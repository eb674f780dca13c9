from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_power import DacPower
from ..types import UNSET, Unset
from typing import Literal, cast


T = TypeVar("T", bound="DacPowerSkippedEvent")


@_attrs_define
class DacPowerSkippedEvent:
    """
    Attributes:
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['power_skipped']):
        power (DacPower | Unset): A discarded Queen's or Jack's power.
    """

    seat: int
    seq: int
    type_: Literal["power_skipped"]
    power: DacPower | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        power: str | Unset = UNSET
        if not isinstance(self.power, Unset):
            power = self.power.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )
        if power is not UNSET:
            field_dict["power"] = power

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["power_skipped"], d.pop("type"))
        if type_ != "power_skipped":
            raise ValueError(f"type must match const 'power_skipped', got '{type_}'")

        _power = d.pop("power", UNSET)
        power: DacPower | Unset
        if isinstance(_power, Unset):
            power = UNSET
        else:
            power = DacPower(_power)

        dac_power_skipped_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            power=power,
        )

        return dac_power_skipped_event
