from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_view_pending_type_1_source import DacViewPendingType1Source
from typing import cast


T = TypeVar("T", bound="DacViewPendingType1")


@_attrs_define
class DacViewPendingType1:
    """
    Attributes:
        card (None | str):
        source (DacViewPendingType1Source):
    """

    card: None | str
    source: DacViewPendingType1Source

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        source = self.source.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        source = DacViewPendingType1Source(d.pop("source"))

        dac_view_pending_type_1 = cls(
            card=card,
            source=source,
        )

        return dac_view_pending_type_1
