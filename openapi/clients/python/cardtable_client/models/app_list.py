from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.app import App


T = TypeVar("T", bound="AppList")


@_attrs_define
class AppList:
    """Every app.

    Attributes:
        apps (list[App]):
    """

    apps: list[App]

    def to_dict(self) -> dict[str, Any]:
        from ..models.app import App  # noqa: PLC0415

        apps = []
        for apps_item_data in self.apps:
            apps_item = apps_item_data.to_dict()
            apps.append(apps_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "apps": apps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.app import App  # noqa: PLC0415

        d = dict(src_dict)
        apps = []
        _apps = d.pop("apps")
        for apps_item_data in _apps:
            apps_item = App.from_dict(apps_item_data)

            apps.append(apps_item)

        app_list = cls(
            apps=apps,
        )

        return app_list
