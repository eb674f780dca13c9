from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="StreamRevoked")


@_attrs_define
class StreamRevoked:
    """A stream's last frame, `revoked`, when its seat got a new token after the stream opened.

    Attributes:
        code (Literal['TOKEN_REVOKED']):
        detail (str):
    """

    code: Literal["TOKEN_REVOKED"]
    detail: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = cast(Literal["TOKEN_REVOKED"], d.pop("code"))
        if code != "TOKEN_REVOKED":
            raise ValueError(f"code must match const 'TOKEN_REVOKED', got '{code}'")

        detail = d.pop("detail")

        stream_revoked = cls(
            code=code,
            detail=detail,
        )

        return stream_revoked
