from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kind import Kind
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.bot_seat import BotSeat
    from ..models.dac_options import DacOptions
    from ..models.president_options import PresidentOptions
    from ..models.slyng_options import SlyngOptions
    from ..models.turn_clock import TurnClock
    from ..models.vri_atter_options import VriAtterOptions
    from ..models.waiting_seat import WaitingSeat


T = TypeVar("T", bound="WaitingView")


@_attrs_define
class WaitingView:
    """A game whose seats are not all taken yet: nothing is dealt.

    Attributes:
        bots (list[BotSeat]): The seats bots play.
        game_id (str):
        kind (Kind): A game kind.
        open_seats (list[int]):
        options (DacOptions | PresidentOptions | SlyngOptions | VriAtterOptions):
        players (list[WaitingSeat]):
        seat (int | None):
        stacked_deck (bool):
        status (Literal['waiting']):
        to_act (list[int]):
        version (int): The game's version: 1 at creation, one more with every write.
        clock (TurnClock | Unset): A game's turn clock: a seat out of time is acted for by `cardtable worker`
            (on_timeout).
    """

    bots: list[BotSeat]
    game_id: str
    kind: Kind
    open_seats: list[int]
    options: DacOptions | PresidentOptions | SlyngOptions | VriAtterOptions
    players: list[WaitingSeat]
    seat: int | None
    stacked_deck: bool
    status: Literal["waiting"]
    to_act: list[int]
    version: int
    clock: TurnClock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.dac_options import DacOptions  # noqa: PLC0415
        from ..models.president_options import PresidentOptions  # noqa: PLC0415
        from ..models.slyng_options import SlyngOptions  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415
        from ..models.vri_atter_options import VriAtterOptions  # noqa: PLC0415
        from ..models.waiting_seat import WaitingSeat  # noqa: PLC0415

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        game_id = self.game_id

        kind = self.kind.value

        open_seats = self.open_seats

        options: dict[str, Any]
        if isinstance(self.options, SlyngOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, DacOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, PresidentOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        seat: int | None
        seat = self.seat

        stacked_deck = self.stacked_deck

        status = self.status

        to_act = self.to_act

        version = self.version

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bots": bots,
                "game_id": game_id,
                "kind": kind,
                "open_seats": open_seats,
                "options": options,
                "players": players,
                "seat": seat,
                "stacked_deck": stacked_deck,
                "status": status,
                "to_act": to_act,
                "version": version,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.dac_options import DacOptions  # noqa: PLC0415
        from ..models.president_options import PresidentOptions  # noqa: PLC0415
        from ..models.slyng_options import SlyngOptions  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415
        from ..models.vri_atter_options import VriAtterOptions  # noqa: PLC0415
        from ..models.waiting_seat import WaitingSeat  # noqa: PLC0415

        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:
            bots_item = BotSeat.from_dict(bots_item_data)

            bots.append(bots_item)

        game_id = d.pop("game_id")

        kind = Kind(d.pop("kind"))

        open_seats = cast(list[int], d.pop("open_seats"))

        def _parse_options(
            data: object,
        ) -> DacOptions | PresidentOptions | SlyngOptions | VriAtterOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = SlyngOptions.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1 = DacOptions.from_dict(data)

                return options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_2 = PresidentOptions.from_dict(data)

                return options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            options_type_3 = VriAtterOptions.from_dict(data)

            return options_type_3

        options = _parse_options(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = WaitingSeat.from_dict(players_item_data)

            players.append(players_item)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        stacked_deck = d.pop("stacked_deck")

        status = cast(Literal["waiting"], d.pop("status"))
        if status != "waiting":
            raise ValueError(f"status must match const 'waiting', got '{status}'")

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        _clock = d.pop("clock", UNSET)
        clock: TurnClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = TurnClock.from_dict(_clock)

        waiting_view = cls(
            bots=bots,
            game_id=game_id,
            kind=kind,
            open_seats=open_seats,
            options=options,
            players=players,
            seat=seat,
            stacked_deck=stacked_deck,
            status=status,
            to_act=to_act,
            version=version,
            clock=clock,
        )

        return waiting_view
