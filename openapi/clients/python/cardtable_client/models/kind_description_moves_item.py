from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.kind_description_moves_item_schema import (
        KindDescriptionMovesItemSchema,
    )


T = TypeVar("T", bound="KindDescriptionMovesItem")


@_attrs_define
class KindDescriptionMovesItem:
    """
    Attributes:
        description (str):
        schema (KindDescriptionMovesItemSchema):
        type_ (str):
    """

    description: str
    schema: KindDescriptionMovesItemSchema
    type_: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.kind_description_moves_item_schema import (
            KindDescriptionMovesItemSchema,
        )  # noqa: PLC0415

        description = self.description

        schema = self.schema.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "description": description,
                "schema": schema,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_description_moves_item_schema import (
            KindDescriptionMovesItemSchema,
        )  # noqa: PLC0415

        d = dict(src_dict)
        description = d.pop("description")

        schema = KindDescriptionMovesItemSchema.from_dict(d.pop("schema"))

        type_ = d.pop("type")

        kind_description_moves_item = cls(
            description=description,
            schema=schema,
            type_=type_,
        )

        return kind_description_moves_item
