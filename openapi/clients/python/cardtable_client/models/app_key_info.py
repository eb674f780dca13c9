from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="AppKeyInfo")


@_attrs_define
class AppKeyInfo:
    """One of an app's keys.

    Attributes:
        created_at (int): Unix seconds.
        key_id (str): A key's id: the part of the key after `ctk_` and before the next `_`, which is not secret.
    """

    created_at: int
    key_id: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        key_id = self.key_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "key_id": key_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        key_id = d.pop("key_id")

        app_key_info = cls(
            created_at=created_at,
            key_id=key_id,
        )

        return app_key_info
