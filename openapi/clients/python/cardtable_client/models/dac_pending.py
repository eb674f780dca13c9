from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_pending_source import DacPendingSource
from typing import cast


T = TypeVar("T", bound="DacPending")


@_attrs_define
class DacPending:
    """The card drawn this turn and not yet placed.

    Attributes:
        card (None | str): Shown to the drawer only, unless taken from the pile.
        source (DacPendingSource):
    """

    card: None | str
    source: DacPendingSource

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

        source = DacPendingSource(d.pop("source"))

        dac_pending = cls(
            card=card,
            source=source,
        )

        return dac_pending
