from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_level import BotLevel
from typing import Literal, cast


T = TypeVar("T", bound="HandedToBotEvent")


@_attrs_define
class HandedToBotEvent:
    """The host handed a person's seat to a bot: its moves from here on are the bot's.

    Attributes:
        bot (BotLevel): random: uniform over the legal moves; greedy: a one-move heuristic; ismcts: information-set
            Monte Carlo tree search.
        budget_ms (int): The bot's thinking budget per move (ismcts' search iterations).
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['handed_to_bot']):
    """

    bot: BotLevel
    budget_ms: int
    seat: int
    seq: int
    type_: Literal["handed_to_bot"]

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        budget_ms = self.budget_ms

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "budget_ms": budget_ms,
                "seat": seat,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = BotLevel(d.pop("bot"))

        budget_ms = d.pop("budget_ms")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["handed_to_bot"], d.pop("type"))
        if type_ != "handed_to_bot":
            raise ValueError(f"type must match const 'handed_to_bot', got '{type_}'")

        handed_to_bot_event = cls(
            bot=bot,
            budget_ms=budget_ms,
            seat=seat,
            seq=seq,
            type_=type_,
        )

        return handed_to_bot_event
