from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="SlyngGameOverEvent")


@_attrs_define
class SlyngGameOverEvent:
    """
    Attributes:
        finishing_order (list[list[int]]): Finishing positions in order; seats that tie share a group.
        seq (int): The event's place in the game's log.
        type_ (Literal['game_over']):
        winners (list[int]):
        resigned (list[int] | Unset): The seats that resigned (the move resign), in order.
    """

    finishing_order: list[list[int]]
    seq: int
    type_: Literal["game_over"]
    winners: list[int]
    resigned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        finishing_order = []
        for finishing_order_item_data in self.finishing_order:
            finishing_order_item = finishing_order_item_data

            finishing_order.append(finishing_order_item)

        seq = self.seq

        type_ = self.type_

        winners = self.winners

        resigned: list[int] | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "finishing_order": finishing_order,
                "seq": seq,
                "type": type_,
                "winners": winners,
            }
        )
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        finishing_order = []
        _finishing_order = d.pop("finishing_order")
        for finishing_order_item_data in _finishing_order:
            finishing_order_item = cast(list[int], finishing_order_item_data)

            finishing_order.append(finishing_order_item)

        seq = d.pop("seq")

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        resigned = cast(list[int], d.pop("resigned", UNSET))

        slyng_game_over_event = cls(
            finishing_order=finishing_order,
            seq=seq,
            type_=type_,
            winners=winners,
            resigned=resigned,
        )

        return slyng_game_over_event
