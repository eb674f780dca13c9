from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.dac_slot import DacSlot


T = TypeVar("T", bound="DacPlayer")


@_attrs_define
class DacPlayer:
    """A seat at a Dač game, as everyone sees it.

    Attributes:
        name (str):
        seat (int):
        slots (list[DacSlot]):
        total (int):
        turns_done (int): Turns completed this round.
    """

    name: str
    seat: int
    slots: list[DacSlot]
    total: int
    turns_done: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.dac_slot import DacSlot  # noqa: PLC0415

        name = self.name

        seat = self.seat

        slots = []
        for slots_item_data in self.slots:
            slots_item = slots_item_data.to_dict()
            slots.append(slots_item)

        total = self.total

        turns_done = self.turns_done

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
                "slots": slots,
                "total": total,
                "turns_done": turns_done,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dac_slot import DacSlot  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        slots = []
        _slots = d.pop("slots")
        for slots_item_data in _slots:
            slots_item = DacSlot.from_dict(slots_item_data)

            slots.append(slots_item)

        total = d.pop("total")

        turns_done = d.pop("turns_done")

        dac_player = cls(
            name=name,
            seat=seat,
            slots=slots,
            total=total,
            turns_done=turns_done,
        )

        return dac_player
