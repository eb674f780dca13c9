from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="AppQuotas")


@_attrs_define
class AppQuotas:
    """An app's quotas.

    Attributes:
        creates_per_hour (int | None): The app's games created per hour; null: the service's default.
        open_streams (int | None): The app's streams open at once on its games; null: the service's default.
        requests_per_minute (int | None): The app's API requests per minute; null: the service's default.
        think_ms_per_minute (int | None): The app's milliseconds of bot search that hints ask for, per minute; null: the
            service's default.
    """

    creates_per_hour: int | None
    open_streams: int | None
    requests_per_minute: int | None
    think_ms_per_minute: int | None

    def to_dict(self) -> dict[str, Any]:
        creates_per_hour: int | None
        creates_per_hour = self.creates_per_hour

        open_streams: int | None
        open_streams = self.open_streams

        requests_per_minute: int | None
        requests_per_minute = self.requests_per_minute

        think_ms_per_minute: int | None
        think_ms_per_minute = self.think_ms_per_minute

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "creates_per_hour": creates_per_hour,
                "open_streams": open_streams,
                "requests_per_minute": requests_per_minute,
                "think_ms_per_minute": think_ms_per_minute,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_creates_per_hour(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        creates_per_hour = _parse_creates_per_hour(d.pop("creates_per_hour"))

        def _parse_open_streams(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        open_streams = _parse_open_streams(d.pop("open_streams"))

        def _parse_requests_per_minute(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        requests_per_minute = _parse_requests_per_minute(d.pop("requests_per_minute"))

        def _parse_think_ms_per_minute(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        think_ms_per_minute = _parse_think_ms_per_minute(d.pop("think_ms_per_minute"))

        app_quotas = cls(
            creates_per_hour=creates_per_hour,
            open_streams=open_streams,
            requests_per_minute=requests_per_minute,
            think_ms_per_minute=think_ms_per_minute,
        )

        return app_quotas
