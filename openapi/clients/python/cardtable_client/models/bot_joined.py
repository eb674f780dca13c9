from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_level import BotLevel
from ..models.game_status import GameStatus


T = TypeVar("T", bound="BotJoined")


@_attrs_define
class BotJoined:
    """The seat a bot took.

    Attributes:
        bot (BotLevel): random: uniform over the legal moves; greedy: a one-move heuristic; ismcts: information-set
            Monte Carlo tree search.
        budget_ms (int): The bot's thinking budget per move (ismcts' search iterations).
        game_id (str):
        name (str):
        seat (int):
        status (GameStatus): waiting: seats are open; playing: dealt; finished: over.
        version (int): The game's version: 1 at creation, one more with every write.
    """

    bot: BotLevel
    budget_ms: int
    game_id: str
    name: str
    seat: int
    status: GameStatus
    version: int

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        budget_ms = self.budget_ms

        game_id = self.game_id

        name = self.name

        seat = self.seat

        status = self.status.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "budget_ms": budget_ms,
                "game_id": game_id,
                "name": name,
                "seat": seat,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = BotLevel(d.pop("bot"))

        budget_ms = d.pop("budget_ms")

        game_id = d.pop("game_id")

        name = d.pop("name")

        seat = d.pop("seat")

        status = GameStatus(d.pop("status"))

        version = d.pop("version")

        bot_joined = cls(
            bot=bot,
            budget_ms=budget_ms,
            game_id=game_id,
            name=name,
            seat=seat,
            status=status,
            version=version,
        )

        return bot_joined
