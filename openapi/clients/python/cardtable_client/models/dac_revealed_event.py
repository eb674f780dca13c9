from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_round_end import DacRoundEnd
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="DacRevealedEvent")


@_attrs_define
class DacRevealedEvent:
    """
    Attributes:
        caller (int | None):
        layouts (list[list[None | str]]): Every seat's slots turned up; null: an empty slot.
        reason (DacRoundEnd): Why a round ended.
        round_ (int):
        scores (list[int]): By seat.
        seq (int): The event's place in the game's log.
        type_ (Literal['revealed']):
        winners (list[int]):
    """

    caller: int | None
    layouts: list[list[None | str]]
    reason: DacRoundEnd
    round_: int
    scores: list[int]
    seq: int
    type_: Literal["revealed"]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        caller: int | None
        caller = self.caller

        layouts = []
        for layouts_item_data in self.layouts:
            layouts_item = []
            for layouts_item_item_data in layouts_item_data:
                layouts_item_item: None | str
                layouts_item_item = layouts_item_item_data
                layouts_item.append(layouts_item_item)

            layouts.append(layouts_item)

        reason = self.reason.value

        round_ = self.round_

        scores = self.scores

        seq = self.seq

        type_ = self.type_

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "caller": caller,
                "layouts": layouts,
                "reason": reason,
                "round": round_,
                "scores": scores,
                "seq": seq,
                "type": type_,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_caller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        caller = _parse_caller(d.pop("caller"))

        layouts = []
        _layouts = d.pop("layouts")
        for layouts_item_data in _layouts:
            layouts_item = []
            _layouts_item = layouts_item_data
            for layouts_item_item_data in _layouts_item:

                def _parse_layouts_item_item(data: object) -> None | str:
                    if data is None:
                        return data
                    return cast(None | str, data)

                layouts_item_item = _parse_layouts_item_item(layouts_item_item_data)

                layouts_item.append(layouts_item_item)

            layouts.append(layouts_item)

        reason = DacRoundEnd(d.pop("reason"))

        round_ = d.pop("round")

        scores = cast(list[int], d.pop("scores"))

        seq = d.pop("seq")

        type_ = cast(Literal["revealed"], d.pop("type"))
        if type_ != "revealed":
            raise ValueError(f"type must match const 'revealed', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        dac_revealed_event = cls(
            caller=caller,
            layouts=layouts,
            reason=reason,
            round_=round_,
            scores=scores,
            seq=seq,
            type_=type_,
            winners=winners,
        )

        return dac_revealed_event
