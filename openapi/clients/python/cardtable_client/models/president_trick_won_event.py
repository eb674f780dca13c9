from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.president_trick_end import PresidentTrickEnd
from typing import Literal, cast


T = TypeVar("T", bound="PresidentTrickWonEvent")


@_attrs_define
class PresidentTrickWonEvent:
    """
    Attributes:
        leader (int):
        reason (PresidentTrickEnd): Why a trick ended.
        seq (int): The event's place in the game's log.
        type_ (Literal['trick_won']):
        winner (int):
    """

    leader: int
    reason: PresidentTrickEnd
    seq: int
    type_: Literal["trick_won"]
    winner: int

    def to_dict(self) -> dict[str, Any]:
        leader = self.leader

        reason = self.reason.value

        seq = self.seq

        type_ = self.type_

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "leader": leader,
                "reason": reason,
                "seq": seq,
                "type": type_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        leader = d.pop("leader")

        reason = PresidentTrickEnd(d.pop("reason"))

        seq = d.pop("seq")

        type_ = cast(Literal["trick_won"], d.pop("type"))
        if type_ != "trick_won":
            raise ValueError(f"type must match const 'trick_won', got '{type_}'")

        winner = d.pop("winner")

        president_trick_won_event = cls(
            leader=leader,
            reason=reason,
            seq=seq,
            type_=type_,
            winner=winner,
        )

        return president_trick_won_event
