from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="SeatSummary")


@_attrs_define
class SeatSummary:
    """A seat of an app's game: its name (null: open) and the app's id for its player.

    Attributes:
        bot (bool): A bot took the seat.
        name (None | str):
        seat (int):
        player_id (str | Unset): The app's own id for the player (shown to that app alone).
    """

    bot: bool
    name: None | str
    seat: int
    player_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        name: None | str
        name = self.name

        seat = self.seat

        player_id = self.player_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "name": name,
                "seat": seat,
            }
        )
        if player_id is not UNSET:
            field_dict["player_id"] = player_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        seat = d.pop("seat")

        player_id = d.pop("player_id", UNSET)

        seat_summary = cls(
            bot=bot,
            name=name,
            seat=seat,
            player_id=player_id,
        )

        return seat_summary
