from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="DacSnapWindowClosedEvent")


@_attrs_define
class DacSnapWindowClosedEvent:
    """
    Attributes:
        seq (int): The event's place in the game's log.
        type_ (Literal['snap_window_closed']):
    """

    seq: int
    type_: Literal["snap_window_closed"]

    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = cast(Literal["snap_window_closed"], d.pop("type"))
        if type_ != "snap_window_closed":
            raise ValueError(
                f"type must match const 'snap_window_closed', got '{type_}'"
            )

        dac_snap_window_closed_event = cls(
            seq=seq,
            type_=type_,
        )

        return dac_snap_window_closed_event
