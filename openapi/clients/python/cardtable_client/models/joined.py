from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus
from ..types import UNSET, Unset


T = TypeVar("T", bound="Joined")


@_attrs_define
class Joined:
    """The seat taken, and its token (shown once).

    Attributes:
        game_id (str):
        seat (int):
        status (GameStatus): waiting: seats are open; playing: dealt; finished: over.
        token (str): Bearer token for this seat.
        version (int): The game's version: 1 at creation, one more with every write.
        player_id (str | Unset): The app's own id for the player (shown to that app alone).
    """

    game_id: str
    seat: int
    status: GameStatus
    token: str
    version: int
    player_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seat = self.seat

        status = self.status.value

        token = self.token

        version = self.version

        player_id = self.player_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seat": seat,
                "status": status,
                "token": token,
                "version": version,
            }
        )
        if player_id is not UNSET:
            field_dict["player_id"] = player_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        seat = d.pop("seat")

        status = GameStatus(d.pop("status"))

        token = d.pop("token")

        version = d.pop("version")

        player_id = d.pop("player_id", UNSET)

        joined = cls(
            game_id=game_id,
            seat=seat,
            status=status,
            token=token,
            version=version,
            player_id=player_id,
        )

        return joined
