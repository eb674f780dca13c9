from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.bot_seat import BotSeat


T = TypeVar("T", bound="SeatChange")


@_attrs_define
class SeatChange:
    """A seat handed over or taken back: the new version and the seats bots play.

    Attributes:
        bots (list[BotSeat]): The seats bots play.
        game_id (str):
        version (int): The game's version: 1 at creation, one more with every write.
    """

    bots: list[BotSeat]
    game_id: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        game_id = self.game_id

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bots": bots,
                "game_id": game_id,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415

        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:
            bots_item = BotSeat.from_dict(bots_item_data)

            bots.append(bots_item)

        game_id = d.pop("game_id")

        version = d.pop("version")

        seat_change = cls(
            bots=bots,
            game_id=game_id,
            version=version,
        )

        return seat_change
