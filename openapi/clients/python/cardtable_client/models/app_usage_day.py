from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="AppUsageDay")


@_attrs_define
class AppUsageDay:
    """One day of an app's usage.

    Attributes:
        bot_ms (int): Milliseconds of its games' bots' search.
        day (datetime.date):
        games (int): Games created.
        moves (int): Moves made in its games.
        webhooks (int): Webhook deliveries queued for its games.
    """

    bot_ms: int
    day: datetime.date
    games: int
    moves: int
    webhooks: int

    def to_dict(self) -> dict[str, Any]:
        bot_ms = self.bot_ms

        day = self.day.isoformat()

        games = self.games

        moves = self.moves

        webhooks = self.webhooks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot_ms": bot_ms,
                "day": day,
                "games": games,
                "moves": moves,
                "webhooks": webhooks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot_ms = d.pop("bot_ms")

        day = datetime.date.fromisoformat(d.pop("day"))

        games = d.pop("games")

        moves = d.pop("moves")

        webhooks = d.pop("webhooks")

        app_usage_day = cls(
            bot_ms=bot_ms,
            day=day,
            games=games,
            moves=moves,
            webhooks=webhooks,
        )

        return app_usage_day
