from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="DacGameOverEvent")


@_attrs_define
class DacGameOverEvent:
    """
    Attributes:
        scores (list[int]): By seat.
        seq (int): The event's place in the game's log.
        totals (list[int]): By seat.
        type_ (Literal['game_over']):
        winners (list[int]):
        resigned (list[int] | Unset): The seats that resigned (the move resign), in order.
    """

    scores: list[int]
    seq: int
    totals: list[int]
    type_: Literal["game_over"]
    winners: list[int]
    resigned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores

        seq = self.seq

        totals = self.totals

        type_ = self.type_

        winners = self.winners

        resigned: list[int] | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scores": scores,
                "seq": seq,
                "totals": totals,
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
        scores = cast(list[int], d.pop("scores"))

        seq = d.pop("seq")

        totals = cast(list[int], d.pop("totals"))

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))

        resigned = cast(list[int], d.pop("resigned", UNSET))

        dac_game_over_event = cls(
            scores=scores,
            seq=seq,
            totals=totals,
            type_=type_,
            winners=winners,
            resigned=resigned,
        )

        return dac_game_over_event
