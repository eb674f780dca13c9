from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.play_status import PlayStatus
from ..models.slyng_phase import SlyngPhase
from ..models.suit import Suit
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.bot_seat import BotSeat
    from ..models.slyng_options import SlyngOptions
    from ..models.slyng_player import SlyngPlayer
    from ..models.slyng_result import SlyngResult
    from ..models.slyng_served_card import SlyngServedCard
    from ..models.turn_clock import TurnClock


T = TypeVar("T", bound="SlyngView")


@_attrs_define
class SlyngView:
    """What the caller may see of a Slyng game that has been dealt.

    Attributes:
        attacker (int | None):
        bots (list[BotSeat]): The seats bots play.
        commitments (list[str]): Each deal's commitment to its deck order, round 1 first: SHA-256 of "{salt}:{cards
            joined by ','}"; the game record reveals salts and orders.
        dealer (int):
        defender (int | None):
        discard_count (int):
        finishing_order (list[list[int]]): Finishing positions in order; seats that tie share a group.
        game_id (str):
        kind (Literal['slyng']):
        options (SlyngOptions): Options of Slyng.
        phase (SlyngPhase):
        players (list[SlyngPlayer]):
        result (None | SlyngResult): Set once the game is over.
        seat (int | None): The viewer's seat; null for the host or a spectator.
        stacked_deck (bool):
        status (PlayStatus): The status of a dealt game.
        stock_count (int):
        table (list[SlyngServedCard]):
        to_act (list[int]): Seats that may act now.
        trump_card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        trump_drawn_by (int | None):
        trump_suit (Suit): Clubs, diamonds, hearts, spades.
        version (int): The game's version: 1 at creation, one more with every write.
        clock (TurnClock | Unset): A game's turn clock: a seat out of time is acted for by `cardtable worker`
            (on_timeout).
        discard_pile (list[str] | Unset): Only with the discard_visible option.
        hand (list[str] | Unset): Only to the seat itself.
        resigned (list[int] | Unset): The seats that resigned (the move resign), in order.
    """

    attacker: int | None
    bots: list[BotSeat]
    commitments: list[str]
    dealer: int
    defender: int | None
    discard_count: int
    finishing_order: list[list[int]]
    game_id: str
    kind: Literal["slyng"]
    options: SlyngOptions
    phase: SlyngPhase
    players: list[SlyngPlayer]
    result: None | SlyngResult
    seat: int | None
    stacked_deck: bool
    status: PlayStatus
    stock_count: int
    table: list[SlyngServedCard]
    to_act: list[int]
    trump_card: str
    trump_drawn_by: int | None
    trump_suit: Suit
    version: int
    clock: TurnClock | Unset = UNSET
    discard_pile: list[str] | Unset = UNSET
    hand: list[str] | Unset = UNSET
    resigned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.slyng_options import SlyngOptions  # noqa: PLC0415
        from ..models.slyng_player import SlyngPlayer  # noqa: PLC0415
        from ..models.slyng_result import SlyngResult  # noqa: PLC0415
        from ..models.slyng_served_card import SlyngServedCard  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415

        attacker: int | None
        attacker = self.attacker

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        commitments = self.commitments

        dealer = self.dealer

        defender: int | None
        defender = self.defender

        discard_count = self.discard_count

        finishing_order = []
        for finishing_order_item_data in self.finishing_order:
            finishing_order_item = finishing_order_item_data

            finishing_order.append(finishing_order_item)

        game_id = self.game_id

        kind = self.kind

        options = self.options.to_dict()

        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, SlyngResult):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        stacked_deck = self.stacked_deck

        status = self.status.value

        stock_count = self.stock_count

        table = []
        for table_item_data in self.table:
            table_item = table_item_data.to_dict()
            table.append(table_item)

        to_act = self.to_act

        trump_card = self.trump_card

        trump_drawn_by: int | None
        trump_drawn_by = self.trump_drawn_by

        trump_suit = self.trump_suit.value

        version = self.version

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        discard_pile: list[str] | Unset = UNSET
        if not isinstance(self.discard_pile, Unset):
            discard_pile = self.discard_pile

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        resigned: list[int] | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "bots": bots,
                "commitments": commitments,
                "dealer": dealer,
                "defender": defender,
                "discard_count": discard_count,
                "finishing_order": finishing_order,
                "game_id": game_id,
                "kind": kind,
                "options": options,
                "phase": phase,
                "players": players,
                "result": result,
                "seat": seat,
                "stacked_deck": stacked_deck,
                "status": status,
                "stock_count": stock_count,
                "table": table,
                "to_act": to_act,
                "trump_card": trump_card,
                "trump_drawn_by": trump_drawn_by,
                "trump_suit": trump_suit,
                "version": version,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if discard_pile is not UNSET:
            field_dict["discard_pile"] = discard_pile
        if hand is not UNSET:
            field_dict["hand"] = hand
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.slyng_options import SlyngOptions  # noqa: PLC0415
        from ..models.slyng_player import SlyngPlayer  # noqa: PLC0415
        from ..models.slyng_result import SlyngResult  # noqa: PLC0415
        from ..models.slyng_served_card import SlyngServedCard  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_attacker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attacker = _parse_attacker(d.pop("attacker"))

        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:
            bots_item = BotSeat.from_dict(bots_item_data)

            bots.append(bots_item)

        commitments = cast(list[str], d.pop("commitments"))

        dealer = d.pop("dealer")

        def _parse_defender(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        defender = _parse_defender(d.pop("defender"))

        discard_count = d.pop("discard_count")

        finishing_order = []
        _finishing_order = d.pop("finishing_order")
        for finishing_order_item_data in _finishing_order:
            finishing_order_item = cast(list[int], finishing_order_item_data)

            finishing_order.append(finishing_order_item)

        game_id = d.pop("game_id")

        kind = cast(Literal["slyng"], d.pop("kind"))
        if kind != "slyng":
            raise ValueError(f"kind must match const 'slyng', got '{kind}'")

        options = SlyngOptions.from_dict(d.pop("options"))

        phase = SlyngPhase(d.pop("phase"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SlyngPlayer.from_dict(players_item_data)

            players.append(players_item)

        def _parse_result(data: object) -> None | SlyngResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = SlyngResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SlyngResult, data)

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        stacked_deck = d.pop("stacked_deck")

        status = PlayStatus(d.pop("status"))

        stock_count = d.pop("stock_count")

        table = []
        _table = d.pop("table")
        for table_item_data in _table:
            table_item = SlyngServedCard.from_dict(table_item_data)

            table.append(table_item)

        to_act = cast(list[int], d.pop("to_act"))

        trump_card = d.pop("trump_card")

        def _parse_trump_drawn_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        trump_drawn_by = _parse_trump_drawn_by(d.pop("trump_drawn_by"))

        trump_suit = Suit(d.pop("trump_suit"))

        version = d.pop("version")

        _clock = d.pop("clock", UNSET)
        clock: TurnClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = TurnClock.from_dict(_clock)

        discard_pile = cast(list[str], d.pop("discard_pile", UNSET))

        hand = cast(list[str], d.pop("hand", UNSET))

        resigned = cast(list[int], d.pop("resigned", UNSET))

        slyng_view = cls(
            attacker=attacker,
            bots=bots,
            commitments=commitments,
            dealer=dealer,
            defender=defender,
            discard_count=discard_count,
            finishing_order=finishing_order,
            game_id=game_id,
            kind=kind,
            options=options,
            phase=phase,
            players=players,
            result=result,
            seat=seat,
            stacked_deck=stacked_deck,
            status=status,
            stock_count=stock_count,
            table=table,
            to_act=to_act,
            trump_card=trump_card,
            trump_drawn_by=trump_drawn_by,
            trump_suit=trump_suit,
            version=version,
            clock=clock,
            discard_pile=discard_pile,
            hand=hand,
            resigned=resigned,
        )

        return slyng_view
