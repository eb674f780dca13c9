from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_level import BotLevel
from typing import cast

if TYPE_CHECKING:
    from ..models.any_move import AnyMove


T = TypeVar("T", bound="Hint")


@_attrs_define
class Hint:
    """A bot's advice for the caller's seat.

    Attributes:
        bot (BotLevel): random: uniform over the legal moves; greedy: a one-move heuristic; ismcts: information-set
            Monte Carlo tree search.
        budget_ms (int): The bot's thinking budget per move (ismcts' search iterations).
        game_id (str):
        move (AnyMove | None): One of the seat's legal moves, postable as it is; null: out of turn, nothing to do now.
        seat (int):
        value (float | None): ismcts' estimate of the seat's result after the move, from 0 (last place) to 1 (first);
            null from random and greedy.
        version (int): The game's version: 1 at creation, one more with every write.
    """

    bot: BotLevel
    budget_ms: int
    game_id: str
    move: AnyMove | None
    seat: int
    value: float | None
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.any_move import AnyMove  # noqa: PLC0415

        bot = self.bot.value

        budget_ms = self.budget_ms

        game_id = self.game_id

        move: dict[str, Any] | None
        if isinstance(self.move, AnyMove):
            move = self.move.to_dict()
        else:
            move = self.move

        seat = self.seat

        value: float | None
        value = self.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "budget_ms": budget_ms,
                "game_id": game_id,
                "move": move,
                "seat": seat,
                "value": value,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.any_move import AnyMove  # noqa: PLC0415

        d = dict(src_dict)
        bot = BotLevel(d.pop("bot"))

        budget_ms = d.pop("budget_ms")

        game_id = d.pop("game_id")

        def _parse_move(data: object) -> AnyMove | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = AnyMove.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnyMove | None, data)

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))

        version = d.pop("version")

        hint = cls(
            bot=bot,
            budget_ms=budget_ms,
            game_id=game_id,
            move=move,
            seat=seat,
            value=value,
            version=version,
        )

        return hint
