from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_settings_bot import ClockSettingsBot
from ..models.clock_settings_on_timeout import ClockSettingsOnTimeout
from ..types import UNSET, Unset


T = TypeVar("T", bound="ClockSettings")


@_attrs_define
class ClockSettings:
    """
    Attributes:
        turn_seconds (int): Seconds a seat has from when it must act until it has acted (1 to 604800).
        bot (ClockSettingsBot | Unset): The bot that plays for a seat out of time (default greedy). Default:
            ClockSettingsBot.GREEDY.
        on_timeout (ClockSettingsOnTimeout | Unset): bot: the clock's bot plays the seat's move, the seat stays the
            person's; forfeit: the seat resigns (each kind's rules say what follows). Default: ClockSettingsOnTimeout.BOT.
        window_seconds (int | Unset): Seconds a seat has to act where the rules would act for it if it did not (a pass
            in a Dač snap window, dealing the next round); turn_seconds when absent (1 to 604800).
    """

    turn_seconds: int
    bot: ClockSettingsBot | Unset = ClockSettingsBot.GREEDY
    on_timeout: ClockSettingsOnTimeout | Unset = ClockSettingsOnTimeout.BOT
    window_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        turn_seconds = self.turn_seconds

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value

        window_seconds = self.window_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "turn_seconds": turn_seconds,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if window_seconds is not UNSET:
            field_dict["window_seconds"] = window_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turn_seconds = d.pop("turn_seconds")

        _bot = d.pop("bot", UNSET)
        bot: ClockSettingsBot | Unset
        if isinstance(_bot, Unset):
            bot = UNSET
        else:
            bot = ClockSettingsBot(_bot)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: ClockSettingsOnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = ClockSettingsOnTimeout(_on_timeout)

        window_seconds = d.pop("window_seconds", UNSET)

        clock_settings = cls(
            turn_seconds=turn_seconds,
            bot=bot,
            on_timeout=on_timeout,
            window_seconds=window_seconds,
        )

        return clock_settings
