from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.app_key_info import AppKeyInfo
    from ..models.app_quotas import AppQuotas
    from ..models.app_webhook import AppWebhook


T = TypeVar("T", bound="App")


@_attrs_define
class App:
    """An app that integrates cardtable.

    Attributes:
        app_id (str): The app's id.
        created_at (int): Unix seconds.
        keys (list[AppKeyInfo]): The app's keys in use, oldest first (never the keys themselves).
        name (str):
        quotas (AppQuotas): An app's quotas.
        webhooks (list[AppWebhook]): Endpoints that receive the events of all the app's games.
    """

    app_id: str
    created_at: int
    keys: list[AppKeyInfo]
    name: str
    quotas: AppQuotas
    webhooks: list[AppWebhook]

    def to_dict(self) -> dict[str, Any]:
        from ..models.app_key_info import AppKeyInfo  # noqa: PLC0415
        from ..models.app_quotas import AppQuotas  # noqa: PLC0415
        from ..models.app_webhook import AppWebhook  # noqa: PLC0415

        app_id = self.app_id

        created_at = self.created_at

        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)

        name = self.name

        quotas = self.quotas.to_dict()

        webhooks = []
        for webhooks_item_data in self.webhooks:
            webhooks_item = webhooks_item_data.to_dict()
            webhooks.append(webhooks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "app_id": app_id,
                "created_at": created_at,
                "keys": keys,
                "name": name,
                "quotas": quotas,
                "webhooks": webhooks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.app_key_info import AppKeyInfo  # noqa: PLC0415
        from ..models.app_quotas import AppQuotas  # noqa: PLC0415
        from ..models.app_webhook import AppWebhook  # noqa: PLC0415

        d = dict(src_dict)
        app_id = d.pop("app_id")

        created_at = d.pop("created_at")

        keys = []
        _keys = d.pop("keys")
        for keys_item_data in _keys:
            keys_item = AppKeyInfo.from_dict(keys_item_data)

            keys.append(keys_item)

        name = d.pop("name")

        quotas = AppQuotas.from_dict(d.pop("quotas"))

        webhooks = []
        _webhooks = d.pop("webhooks")
        for webhooks_item_data in _webhooks:
            webhooks_item = AppWebhook.from_dict(webhooks_item_data)

            webhooks.append(webhooks_item)

        app = cls(
            app_id=app_id,
            created_at=created_at,
            keys=keys,
            name=name,
            quotas=quotas,
            webhooks=webhooks,
        )

        return app
