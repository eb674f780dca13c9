from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus
from ..models.kind import Kind
from typing import cast

if TYPE_CHECKING:
    from ..models.seat_summary import SeatSummary


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """One of an app's games.

    Attributes:
        created_at (float): When it was created (Unix seconds).
        game_id (str):
        kind (Kind): A game kind.
        seats (list[SeatSummary]): Every seat, from seat 0.
        status (GameStatus): waiting: seats are open; playing: dealt; finished: over.
        to_act (list[int]):
        version (int): The game's version: 1 at creation, one more with every write.
    """

    created_at: float
    game_id: str
    kind: Kind
    seats: list[SeatSummary]
    status: GameStatus
    to_act: list[int]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_summary import SeatSummary  # noqa: PLC0415

        created_at = self.created_at

        game_id = self.game_id

        kind = self.kind.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        to_act = self.to_act

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "game_id": game_id,
                "kind": kind,
                "seats": seats,
                "status": status,
                "to_act": to_act,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_summary import SeatSummary  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        game_id = d.pop("game_id")

        kind = Kind(d.pop("kind"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = GameStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        game_summary = cls(
            created_at=created_at,
            game_id=game_id,
            kind=kind,
            seats=seats,
            status=status,
            to_act=to_act,
            version=version,
        )

        return game_summary
