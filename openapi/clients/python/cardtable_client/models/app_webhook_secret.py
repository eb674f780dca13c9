from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.app import App


T = TypeVar("T", bound="AppWebhookSecret")


@_attrs_define
class AppWebhookSecret:
    """An app's endpoint and its new secret.

    Attributes:
        app (App): An app that integrates cardtable.
        secret (str): The endpoint's new secret (whsec_...), shown only now.
        webhook_id (str):
    """

    app: App
    secret: str
    webhook_id: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.app import App  # noqa: PLC0415

        app = self.app.to_dict()

        secret = self.secret

        webhook_id = self.webhook_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "app": app,
                "secret": secret,
                "webhook_id": webhook_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.app import App  # noqa: PLC0415

        d = dict(src_dict)
        app = App.from_dict(d.pop("app"))

        secret = d.pop("secret")

        webhook_id = d.pop("webhook_id")

        app_webhook_secret = cls(
            app=app,
            secret=secret,
            webhook_id=webhook_id,
        )

        return app_webhook_secret
