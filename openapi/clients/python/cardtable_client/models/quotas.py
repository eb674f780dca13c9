from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="Quotas")


@_attrs_define
class Quotas:
    """
    Attributes:
        creates_per_hour (int | None | Unset): The app's games created per hour (null: the service's default).
        open_streams (int | None | Unset): The app's streams open at once on its games (null: the service's default).
        requests_per_minute (int | None | Unset): The app's API requests per minute (null: the service's default).
        think_ms_per_minute (int | None | Unset): The app's milliseconds of bot search that hints ask for, per minute
            (null: the service's default).
    """

    creates_per_hour: int | None | Unset = UNSET
    open_streams: int | None | Unset = UNSET
    requests_per_minute: int | None | Unset = UNSET
    think_ms_per_minute: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        creates_per_hour: int | None | Unset
        if isinstance(self.creates_per_hour, Unset):
            creates_per_hour = UNSET
        else:
            creates_per_hour = self.creates_per_hour

        open_streams: int | None | Unset
        if isinstance(self.open_streams, Unset):
            open_streams = UNSET
        else:
            open_streams = self.open_streams

        requests_per_minute: int | None | Unset
        if isinstance(self.requests_per_minute, Unset):
            requests_per_minute = UNSET
        else:
            requests_per_minute = self.requests_per_minute

        think_ms_per_minute: int | None | Unset
        if isinstance(self.think_ms_per_minute, Unset):
            think_ms_per_minute = UNSET
        else:
            think_ms_per_minute = self.think_ms_per_minute

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if creates_per_hour is not UNSET:
            field_dict["creates_per_hour"] = creates_per_hour
        if open_streams is not UNSET:
            field_dict["open_streams"] = open_streams
        if requests_per_minute is not UNSET:
            field_dict["requests_per_minute"] = requests_per_minute
        if think_ms_per_minute is not UNSET:
            field_dict["think_ms_per_minute"] = think_ms_per_minute

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_creates_per_hour(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        creates_per_hour = _parse_creates_per_hour(d.pop("creates_per_hour", UNSET))

        def _parse_open_streams(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        open_streams = _parse_open_streams(d.pop("open_streams", UNSET))

        def _parse_requests_per_minute(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        requests_per_minute = _parse_requests_per_minute(
            d.pop("requests_per_minute", UNSET)
        )

        def _parse_think_ms_per_minute(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        think_ms_per_minute = _parse_think_ms_per_minute(
            d.pop("think_ms_per_minute", UNSET)
        )

        quotas = cls(
            creates_per_hour=creates_per_hour,
            open_streams=open_streams,
            requests_per_minute=requests_per_minute,
            think_ms_per_minute=think_ms_per_minute,
        )

        return quotas
