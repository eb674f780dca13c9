from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_level import BotLevel
from ..types import UNSET, Unset


T = TypeVar("T", bound="BotSeatRequest")


@_attrs_define
class BotSeatRequest:
    """The bot to play a person's seat.

    Attributes:
        bot (BotLevel): random: uniform over the legal moves; greedy: a one-move heuristic; ismcts: information-set
            Monte Carlo tree search.
        budget_ms (int | Unset): The bot's thinking budget per move (ismcts' search iterations).
    """

    bot: BotLevel
    budget_ms: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        budget_ms = self.budget_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
            }
        )
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = BotLevel(d.pop("bot"))

        budget_ms = d.pop("budget_ms", UNSET)

        bot_seat_request = cls(
            bot=bot,
            budget_ms=budget_ms,
        )

        return bot_seat_request
