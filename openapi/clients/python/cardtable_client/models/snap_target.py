from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="SnapTarget")


@_attrs_define
class SnapTarget:
    """With snap_others: another player's slot, and your own card to give.

    Attributes:
        give_slot (int): Your slot whose card goes there on success.
        player (int): Another player.
        slot (int): That player's slot.
    """

    give_slot: int
    player: int
    slot: int

    def to_dict(self) -> dict[str, Any]:
        give_slot = self.give_slot

        player = self.player

        slot = self.slot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "give_slot": give_slot,
                "player": player,
                "slot": slot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        give_slot = d.pop("give_slot")

        player = d.pop("player")

        slot = d.pop("slot")

        snap_target = cls(
            give_slot=give_slot,
            player=player,
            slot=slot,
        )

        return snap_target
