from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_game_kind import CreateGameKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.bot_player import BotPlayer
    from ..models.clock_settings import ClockSettings
    from ..models.create_game_options import CreateGameOptions
    from ..models.player import Player
    from ..models.webhook import Webhook


T = TypeVar("T", bound="CreateGame")


@_attrs_define
class CreateGame:
    """
    Attributes:
        kind (CreateGameKind): A kind from GET /v1/kinds.
        clock (ClockSettings | Unset):
        dealer (int | Unset): Stacked dealer seat (only when the service allows stacked decks).
        deck (list[str] | Unset): Stacked deck, index 0 dealt first (only when the service allows stacked decks).
        decks (list[list[str]] | Unset): Stacked decks of round 1 and the rounds after it (only when the service allows
            stacked decks); instead of deck.
        options (CreateGameOptions | Unset): The kind's options; omitted ones take their defaults.
        players (list[BotPlayer | Player] | Unset): Players (people and bots) seated now, from seat 0.
        seats (int | Unset): Total seats, if more than the players named (the rest join later).
        seed (str | Unset): The seed of every shuffle, so a whole match plays out the same again (only when the service
            allows stacked decks).
        webhooks (list[Webhook] | Unset): URLs to call on this game's moves, turns and end, signed with the secret
            returned once in the answer.
    """

    kind: CreateGameKind
    clock: ClockSettings | Unset = UNSET
    dealer: int | Unset = UNSET
    deck: list[str] | Unset = UNSET
    decks: list[list[str]] | Unset = UNSET
    options: CreateGameOptions | Unset = UNSET
    players: list[BotPlayer | Player] | Unset = UNSET
    seats: int | Unset = UNSET
    seed: str | Unset = UNSET
    webhooks: list[Webhook] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_player import BotPlayer  # noqa: PLC0415
        from ..models.clock_settings import ClockSettings  # noqa: PLC0415
        from ..models.create_game_options import CreateGameOptions  # noqa: PLC0415
        from ..models.player import Player  # noqa: PLC0415
        from ..models.webhook import Webhook  # noqa: PLC0415

        kind = self.kind.value

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        dealer = self.dealer

        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck

        decks: list[list[str]] | Unset = UNSET
        if not isinstance(self.decks, Unset):
            decks = []
            for decks_item_data in self.decks:
                decks_item = decks_item_data

                decks.append(decks_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item: dict[str, Any]
                if isinstance(players_item_data, Player):
                    players_item = players_item_data.to_dict()
                else:
                    players_item = players_item_data.to_dict()

                players.append(players_item)

        seats = self.seats

        seed = self.seed

        webhooks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.webhooks, Unset):
            webhooks = []
            for webhooks_item_data in self.webhooks:
                webhooks_item = webhooks_item_data.to_dict()
                webhooks.append(webhooks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if deck is not UNSET:
            field_dict["deck"] = deck
        if decks is not UNSET:
            field_dict["decks"] = decks
        if options is not UNSET:
            field_dict["options"] = options
        if players is not UNSET:
            field_dict["players"] = players
        if seats is not UNSET:
            field_dict["seats"] = seats
        if seed is not UNSET:
            field_dict["seed"] = seed
        if webhooks is not UNSET:
            field_dict["webhooks"] = webhooks

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_player import BotPlayer  # noqa: PLC0415
        from ..models.clock_settings import ClockSettings  # noqa: PLC0415
        from ..models.create_game_options import CreateGameOptions  # noqa: PLC0415
        from ..models.player import Player  # noqa: PLC0415
        from ..models.webhook import Webhook  # noqa: PLC0415

        d = dict(src_dict)
        kind = CreateGameKind(d.pop("kind"))

        _clock = d.pop("clock", UNSET)
        clock: ClockSettings | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = ClockSettings.from_dict(_clock)

        dealer = d.pop("dealer", UNSET)

        deck = cast(list[str], d.pop("deck", UNSET))

        _decks = d.pop("decks", UNSET)
        decks: list[list[str]] | Unset = UNSET
        if _decks is not UNSET:
            decks = []
            for decks_item_data in _decks:
                decks_item = cast(list[str], decks_item_data)

                decks.append(decks_item)

        _options = d.pop("options", UNSET)
        options: CreateGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateGameOptions.from_dict(_options)

        _players = d.pop("players", UNSET)
        players: list[BotPlayer | Player] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:

                def _parse_players_item(data: object) -> BotPlayer | Player:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        players_item_type_0 = Player.from_dict(data)

                        return players_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    players_item_type_1 = BotPlayer.from_dict(data)

                    return players_item_type_1

                players_item = _parse_players_item(players_item_data)

                players.append(players_item)

        seats = d.pop("seats", UNSET)

        seed = d.pop("seed", UNSET)

        _webhooks = d.pop("webhooks", UNSET)
        webhooks: list[Webhook] | Unset = UNSET
        if _webhooks is not UNSET:
            webhooks = []
            for webhooks_item_data in _webhooks:
                webhooks_item = Webhook.from_dict(webhooks_item_data)

                webhooks.append(webhooks_item)

        create_game = cls(
            kind=kind,
            clock=clock,
            dealer=dealer,
            deck=deck,
            decks=decks,
            options=options,
            players=players,
            seats=seats,
            seed=seed,
            webhooks=webhooks,
        )

        return create_game
