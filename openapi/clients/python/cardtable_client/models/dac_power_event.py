from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_power import DacPower
from typing import Literal, cast


T = TypeVar("T", bound="DacPowerEvent")


@_attrs_define
class DacPowerEvent:
    """
    Attributes:
        power (DacPower): A discarded Queen's or Jack's power.
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['power']):
    """

    power: DacPower
    seat: int
    seq: int
    type_: Literal["power"]

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "power": power,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        power = DacPower(d.pop("power"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["power"], d.pop("type"))
        if type_ != "power":
            raise ValueError(f"type must match const 'power', got '{type_}'")

        dac_power_event = cls(
            power=power,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return dac_power_event
