from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_player_bot import BotPlayerBot
from ..types import UNSET, Unset


T = TypeVar("T", bound="BotPlayer")


@_attrs_define
class BotPlayer:
    """
    Attributes:
        bot (BotPlayerBot): random (uniform over its legal moves), greedy (a one-move heuristic) or ismcts (a search).
        budget_ms (int | Unset): The ismcts bot's thinking budget per move, 10 to 2000 (default 200): a fixed number of
            search iterations, about that many milliseconds on one core.
        name (str | Unset): The seat's name (default: after the level).
    """

    bot: BotPlayerBot
    budget_ms: int | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        budget_ms = self.budget_ms

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
            }
        )
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = BotPlayerBot(d.pop("bot"))

        budget_ms = d.pop("budget_ms", UNSET)

        name = d.pop("name", UNSET)

        bot_player = cls(
            bot=bot,
            budget_ms=budget_ms,
            name=name,
        )

        return bot_player
