from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="DacSnapWindowEvent")


@_attrs_define
class DacSnapWindowEvent:
    """
    Attributes:
        auto_passed (list[int]):
        rank (str): A card rank, e.g. 7 or Q.
        seq (int): The event's place in the game's log.
        type_ (Literal['snap_window']):
    """

    auto_passed: list[int]
    rank: str
    seq: int
    type_: Literal["snap_window"]

    def to_dict(self) -> dict[str, Any]:
        auto_passed = self.auto_passed

        rank = self.rank

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auto_passed": auto_passed,
                "rank": rank,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auto_passed = cast(list[int], d.pop("auto_passed"))

        rank = d.pop("rank")

        seq = d.pop("seq")

        type_ = cast(Literal["snap_window"], d.pop("type"))
        if type_ != "snap_window":
            raise ValueError(f"type must match const 'snap_window', got '{type_}'")

        dac_snap_window_event = cls(
            auto_passed=auto_passed,
            rank=rank,
            seq=seq,
            type_=type_,
        )

        return dac_snap_window_event
