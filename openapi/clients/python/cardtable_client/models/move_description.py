from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.move_description_schema import MoveDescriptionSchema


T = TypeVar("T", bound="MoveDescription")


@_attrs_define
class MoveDescription:
    """One move type of a kind.

    Attributes:
        description (str):
        schema (MoveDescriptionSchema): The move's JSON Schema (self-contained).
        type_ (str):
    """

    description: str
    schema: MoveDescriptionSchema
    type_: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.move_description_schema import MoveDescriptionSchema  # noqa: PLC0415

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
        from ..models.move_description_schema import MoveDescriptionSchema  # noqa: PLC0415

        d = dict(src_dict)
        description = d.pop("description")

        schema = MoveDescriptionSchema.from_dict(d.pop("schema"))

        type_ = d.pop("type")

        move_description = cls(
            description=description,
            schema=schema,
            type_=type_,
        )

        return move_description
