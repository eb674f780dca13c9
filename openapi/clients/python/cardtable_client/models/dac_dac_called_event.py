from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="DacDacCalledEvent")


@_attrs_define
class DacDacCalledEvent:
    """
    Attributes:
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['dac_called']):
    """

    seat: int
    seq: int
    type_: Literal["dac_called"]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["dac_called"], d.pop("type"))
        if type_ != "dac_called":
            raise ValueError(f"type must match const 'dac_called', got '{type_}'")

        dac_dac_called_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return dac_dac_called_event
