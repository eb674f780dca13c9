from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.dac_view_players_item_slots_item import DacViewPlayersItemSlotsItem


T = TypeVar("T", bound="DacViewPlayersItem")


@_attrs_define
class DacViewPlayersItem:
    """
    Attributes:
        name (None | str):
        seat (int):
        slots (list[DacViewPlayersItemSlotsItem] | Unset):
        total (int | Unset):
    """

    name: None | str
    seat: int
    slots: list[DacViewPlayersItemSlotsItem] | Unset = UNSET
    total: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dac_view_players_item_slots_item import (
            DacViewPlayersItemSlotsItem,
        )  # noqa: PLC0415

        name: None | str
        name = self.name

        seat = self.seat

        slots: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.slots, Unset):
            slots = []
            for slots_item_data in self.slots:
                slots_item = slots_item_data.to_dict()
                slots.append(slots_item)

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
            }
        )
        if slots is not UNSET:
            field_dict["slots"] = slots
        if total is not UNSET:
            field_dict["total"] = total

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dac_view_players_item_slots_item import (
            DacViewPlayersItemSlotsItem,
        )  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        seat = d.pop("seat")

        _slots = d.pop("slots", UNSET)
        slots: list[DacViewPlayersItemSlotsItem] | Unset = UNSET
        if _slots is not UNSET:
            slots = []
            for slots_item_data in _slots:
                slots_item = DacViewPlayersItemSlotsItem.from_dict(slots_item_data)

                slots.append(slots_item)

        total = d.pop("total", UNSET)

        dac_view_players_item = cls(
            name=name,
            seat=seat,
            slots=slots,
            total=total,
        )

        return dac_view_players_item
