from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.app_webhook_events_item import AppWebhookEventsItem
from typing import cast


T = TypeVar("T", bound="AppWebhook")


@_attrs_define
class AppWebhook:
    """One of an app's webhook endpoints (never its secrets).

    Attributes:
        created_at (int): Unix seconds.
        events (list[AppWebhookEventsItem]):
        secrets (int): How many secrets sign each delivery (more than one during a rotation).
        url (str):
        webhook_id (str):
    """

    created_at: int
    events: list[AppWebhookEventsItem]
    secrets: int
    url: str
    webhook_id: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        secrets = self.secrets

        url = self.url

        webhook_id = self.webhook_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "events": events,
                "secrets": secrets,
                "url": url,
                "webhook_id": webhook_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = AppWebhookEventsItem(events_item_data)

            events.append(events_item)

        secrets = d.pop("secrets")

        url = d.pop("url")

        webhook_id = d.pop("webhook_id")

        app_webhook = cls(
            created_at=created_at,
            events=events,
            secrets=secrets,
            url=url,
            webhook_id=webhook_id,
        )

        return app_webhook
