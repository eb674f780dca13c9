from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="Deadline")


@_attrs_define
class Deadline:
    """A seat that must act, and until when.

    Attributes:
        at (float): When the seat's time is up (Unix seconds, server time).
        seat (int):
        seconds_left (float): Seconds from this answer to `at`; negative once `at` has passed (how long overdue: the
            clock acts within moments, so a large one means no worker is keeping the clocks).
    """

    at: float
    seat: int
    seconds_left: float

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        seat = self.seat

        seconds_left = self.seconds_left

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "seat": seat,
                "seconds_left": seconds_left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        seat = d.pop("seat")

        seconds_left = d.pop("seconds_left")

        deadline = cls(
            at=at,
            seat=seat,
            seconds_left=seconds_left,
        )

        return deadline
