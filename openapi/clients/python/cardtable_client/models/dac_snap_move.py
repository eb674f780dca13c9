from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.snap_target import SnapTarget


T = TypeVar("T", bound="DacSnapMove")


@_attrs_define
class DacSnapMove:
    """Turn up cards of the window's rank to discard them.

    Attributes:
        slots (list[int | SnapTarget]): Own slot numbers; with snap_others also {player, slot, give_slot} entries.
        type_ (Literal['snap']):
    """

    slots: list[int | SnapTarget]
    type_: Literal["snap"]

    def to_dict(self) -> dict[str, Any]:
        from ..models.snap_target import SnapTarget  # noqa: PLC0415

        slots = []
        for slots_item_data in self.slots:
            slots_item: dict[str, Any] | int
            if isinstance(slots_item_data, SnapTarget):
                slots_item = slots_item_data.to_dict()
            else:
                slots_item = slots_item_data
            slots.append(slots_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slots": slots,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.snap_target import SnapTarget  # noqa: PLC0415

        d = dict(src_dict)
        slots = []
        _slots = d.pop("slots")
        for slots_item_data in _slots:

            def _parse_slots_item(data: object) -> int | SnapTarget:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    slots_item_type_1 = SnapTarget.from_dict(data)

                    return slots_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(int | SnapTarget, data)

            slots_item = _parse_slots_item(slots_item_data)

            slots.append(slots_item)

        type_ = cast(Literal["snap"], d.pop("type"))
        if type_ != "snap":
            raise ValueError(f"type must match const 'snap', got '{type_}'")

        dac_snap_move = cls(
            slots=slots,
            type_=type_,
        )

        return dac_snap_move
