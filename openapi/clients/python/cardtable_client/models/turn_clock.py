from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_level import BotLevel
from ..models.turn_clock_on_timeout import TurnClockOnTimeout
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.deadline import Deadline


T = TypeVar("T", bound="TurnClock")


@_attrs_define
class TurnClock:
    """A game's turn clock: a seat out of time is acted for by `cardtable worker` (on_timeout).

    Attributes:
        bot (BotLevel): random: uniform over the legal moves; greedy: a one-move heuristic; ismcts: information-set
            Monte Carlo tree search.
        deadlines (list[Deadline]): Each seat whose clock runs now.
        on_timeout (TurnClockOnTimeout):
        turn_seconds (int):
        window_seconds (int | Unset):
    """

    bot: BotLevel
    deadlines: list[Deadline]
    on_timeout: TurnClockOnTimeout
    turn_seconds: int
    window_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.deadline import Deadline  # noqa: PLC0415

        bot = self.bot.value

        deadlines = []
        for deadlines_item_data in self.deadlines:
            deadlines_item = deadlines_item_data.to_dict()
            deadlines.append(deadlines_item)

        on_timeout = self.on_timeout.value

        turn_seconds = self.turn_seconds

        window_seconds = self.window_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "deadlines": deadlines,
                "on_timeout": on_timeout,
                "turn_seconds": turn_seconds,
            }
        )
        if window_seconds is not UNSET:
            field_dict["window_seconds"] = window_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deadline import Deadline  # noqa: PLC0415

        d = dict(src_dict)
        bot = BotLevel(d.pop("bot"))

        deadlines = []
        _deadlines = d.pop("deadlines")
        for deadlines_item_data in _deadlines:
            deadlines_item = Deadline.from_dict(deadlines_item_data)

            deadlines.append(deadlines_item)

        on_timeout = TurnClockOnTimeout(d.pop("on_timeout"))

        turn_seconds = d.pop("turn_seconds")

        window_seconds = d.pop("window_seconds", UNSET)

        turn_clock = cls(
            bot=bot,
            deadlines=deadlines,
            on_timeout=on_timeout,
            turn_seconds=turn_seconds,
            window_seconds=window_seconds,
        )

        return turn_clock
