from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.app import App


T = TypeVar("T", bound="AppKey")


@_attrs_define
class AppKey:
    """An app and a new key of it.

    Attributes:
        app (App): An app that integrates cardtable.
        key (str): The key (ctk_...): send it as Cardtable-App-Key. Shown only now; the service keeps its hash alone.
        key_id (str): A key's id: the part of the key after `ctk_` and before the next `_`, which is not secret.
    """

    app: App
    key: str
    key_id: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.app import App  # noqa: PLC0415

        app = self.app.to_dict()

        key = self.key

        key_id = self.key_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "app": app,
                "key": key,
                "key_id": key_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.app import App  # noqa: PLC0415

        d = dict(src_dict)
        app = App.from_dict(d.pop("app"))

        key = d.pop("key")

        key_id = d.pop("key_id")

        app_key = cls(
            app=app,
            key=key,
            key_id=key_id,
        )

        return app_key
