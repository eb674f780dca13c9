from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.app_usage_day import AppUsageDay


T = TypeVar("T", bound="AppUsage")


@_attrs_define
class AppUsage:
    """What an app used, by day (UTC).

    Attributes:
        app_id (str): The app's id.
        days (list[AppUsageDay]): The last 30 days, today first.
    """

    app_id: str
    days: list[AppUsageDay]

    def to_dict(self) -> dict[str, Any]:
        from ..models.app_usage_day import AppUsageDay  # noqa: PLC0415

        app_id = self.app_id

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "app_id": app_id,
                "days": days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.app_usage_day import AppUsageDay  # noqa: PLC0415

        d = dict(src_dict)
        app_id = d.pop("app_id")

        days = []
        _days = d.pop("days")
        for days_item_data in _days:
            days_item = AppUsageDay.from_dict(days_item_data)

            days.append(days_item)

        app_usage = cls(
            app_id=app_id,
            days=days,
        )

        return app_usage
