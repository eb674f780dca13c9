from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset


T = TypeVar("T", bound="DacSlot")


@_attrs_define
class DacSlot:
    """One slot of a player's row.

    Attributes:
        occupied (bool):
        slot (int):
        card (str | Unset): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
    """

    occupied: bool
    slot: int
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        occupied = self.occupied

        slot = self.slot

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "occupied": occupied,
                "slot": slot,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        occupied = d.pop("occupied")

        slot = d.pop("slot")

        card = d.pop("card", UNSET)

        dac_slot = cls(
            occupied=occupied,
            slot=slot,
            card=card,
        )

        return dac_slot
