from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="VriAtterGameOverEvent")


@_attrs_define
class VriAtterGameOverEvent:
    """
    Attributes:
        blocked (bool): A whole lap passed with nothing drawn.
        finishing_order (list[list[int]]): Finishing positions in order; seats that tie share a group.
        seq (int): The event's place in the game's log.
        type_ (Literal['game_over']):
        resigned (list[int] | Unset): The seats that resigned (the move resign), in order.
    """

    blocked: bool
    finishing_order: list[list[int]]
    seq: int
    type_: Literal["game_over"]
    resigned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        blocked = self.blocked

        finishing_order = []
        for finishing_order_item_data in self.finishing_order:
            finishing_order_item = finishing_order_item_data

            finishing_order.append(finishing_order_item)

        seq = self.seq

        type_ = self.type_

        resigned: list[int] | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "blocked": blocked,
                "finishing_order": finishing_order,
                "seq": seq,
                "type": type_,
            }
        )
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        blocked = d.pop("blocked")

        finishing_order = []
        _finishing_order = d.pop("finishing_order")
        for finishing_order_item_data in _finishing_order:
            finishing_order_item = cast(list[int], finishing_order_item_data)

            finishing_order.append(finishing_order_item)

        seq = d.pop("seq")

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        resigned = cast(list[int], d.pop("resigned", UNSET))

        vri_atter_game_over_event = cls(
            blocked=blocked,
            finishing_order=finishing_order,
            seq=seq,
            type_=type_,
            resigned=resigned,
        )

        return vri_atter_game_over_event
