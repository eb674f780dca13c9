from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.president_rank import PresidentRank
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="PresidentPlayedEvent")


@_attrs_define
class PresidentPlayedEvent:
    """
    Attributes:
        cards (list[str]):
        count (int):
        out_of_turn (bool):
        rank (PresidentRank): The rank a play counts as ("6": six; "supreme": the 3 of clubs).
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['played']):
    """

    cards: list[str]
    count: int
    out_of_turn: bool
    rank: PresidentRank
    seat: int
    seq: int
    type_: Literal["played"]

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        count = self.count

        out_of_turn = self.out_of_turn

        rank = self.rank.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "count": count,
                "out_of_turn": out_of_turn,
                "rank": rank,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        count = d.pop("count")

        out_of_turn = d.pop("out_of_turn")

        rank = PresidentRank(d.pop("rank"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["played"], d.pop("type"))
        if type_ != "played":
            raise ValueError(f"type must match const 'played', got '{type_}'")

        president_played_event = cls(
            cards=cards,
            count=count,
            out_of_turn=out_of_turn,
            rank=rank,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return president_played_event
