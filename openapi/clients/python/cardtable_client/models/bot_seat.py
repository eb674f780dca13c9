from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_level import BotLevel


T = TypeVar("T", bound="BotSeat")


@_attrs_define
class BotSeat:
    """A seat a bot plays.

    Attributes:
        bot (BotLevel): random: uniform over the legal moves; greedy: a one-move heuristic; ismcts: information-set
            Monte Carlo tree search.
        budget_ms (int): The bot's thinking budget per move (ismcts' search iterations).
        name (str):
        seat (int):
    """

    bot: BotLevel
    budget_ms: int
    name: str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        budget_ms = self.budget_ms

        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "budget_ms": budget_ms,
                "name": name,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = BotLevel(d.pop("bot"))

        budget_ms = d.pop("budget_ms")

        name = d.pop("name")

        seat = d.pop("seat")

        bot_seat = cls(
            bot=bot,
            budget_ms=budget_ms,
            name=name,
            seat=seat,
        )

        return bot_seat
