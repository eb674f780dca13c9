from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus
from ..models.kind import Kind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.bot_seat import BotSeat
    from ..models.seat_token import SeatToken


T = TypeVar("T", bound="CreatedGame")


@_attrs_define
class CreatedGame:
    """A new game, and the tokens of the players seated (shown once).

    Attributes:
        bots (list[BotSeat]): The seats bots play.
        game_id (str):
        host_token (str): Bearer token of the host: the spectator view; it cannot act for a seat.
        kind (Kind): A game kind.
        seats (list[SeatToken]): The people seated, with tokens.
        status (GameStatus): waiting: seats are open; playing: dealt; finished: over.
        version (int): The game's version: 1 at creation, one more with every write.
        app_id (str | Unset): With an app's key: the app the game belongs to.
        webhook_secret (str | Unset): With webhooks: the key their signatures use (whsec_...), shown once.
    """

    bots: list[BotSeat]
    game_id: str
    host_token: str
    kind: Kind
    seats: list[SeatToken]
    status: GameStatus
    version: int
    app_id: str | Unset = UNSET
    webhook_secret: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.seat_token import SeatToken  # noqa: PLC0415

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        game_id = self.game_id

        host_token = self.host_token

        kind = self.kind.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        version = self.version

        app_id = self.app_id

        webhook_secret = self.webhook_secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bots": bots,
                "game_id": game_id,
                "host_token": host_token,
                "kind": kind,
                "seats": seats,
                "status": status,
                "version": version,
            }
        )
        if app_id is not UNSET:
            field_dict["app_id"] = app_id
        if webhook_secret is not UNSET:
            field_dict["webhook_secret"] = webhook_secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.seat_token import SeatToken  # noqa: PLC0415

        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:
            bots_item = BotSeat.from_dict(bots_item_data)

            bots.append(bots_item)

        game_id = d.pop("game_id")

        host_token = d.pop("host_token")

        kind = Kind(d.pop("kind"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatToken.from_dict(seats_item_data)

            seats.append(seats_item)

        status = GameStatus(d.pop("status"))

        version = d.pop("version")

        app_id = d.pop("app_id", UNSET)

        webhook_secret = d.pop("webhook_secret", UNSET)

        created_game = cls(
            bots=bots,
            game_id=game_id,
            host_token=host_token,
            kind=kind,
            seats=seats,
            status=status,
            version=version,
            app_id=app_id,
            webhook_secret=webhook_secret,
        )

        return created_game
