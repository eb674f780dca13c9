from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.play_status import PlayStatus
from ..models.suit import Suit
from ..models.vri_atter_phase import VriAtterPhase
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.bot_seat import BotSeat
    from ..models.turn_clock import TurnClock
    from ..models.vri_atter_options import VriAtterOptions
    from ..models.vri_atter_player import VriAtterPlayer
    from ..models.vri_atter_result import VriAtterResult


T = TypeVar("T", bound="VriAtterView")


@_attrs_define
class VriAtterView:
    """What the caller may see of a Vri åtter game that has been dealt.

    Attributes:
        active_rank (str):
        active_suit (Suit): Clubs, diamonds, hearts, spades.
        bots (list[BotSeat]): The seats bots play.
        commitments (list[str]): Each deal's commitment to its deck order, round 1 first: SHA-256 of "{salt}:{cards
            joined by ','}"; the game record reveals salts and orders.
        current (int | None):
        dealer (int):
        discard_pile (list[str]):
        draws_this_turn (int):
        finishing_order (list[list[int]]): Finishing positions in order; seats that tie share a group.
        game_id (str):
        idle_passes (int): Turns in a row ended by a pass with nothing drawn (a whole lap of them blocks the game).
        kind (Literal['vri_atter']):
        options (VriAtterOptions): Options of Vri åtter.
        phase (VriAtterPhase):
        players (list[VriAtterPlayer]):
        result (None | VriAtterResult): Set once the game is over.
        seat (int | None): The viewer's seat; null for the host or a spectator.
        stacked_deck (bool):
        status (PlayStatus): The status of a dealt game.
        stock_count (int):
        to_act (list[int]): Seats that may act now.
        top_card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        upcard_on_top (bool): The top card is still the one turned up at the deal.
        version (int): The game's version: 1 at creation, one more with every write.
        clock (TurnClock | Unset): A game's turn clock: a seat out of time is acted for by `cardtable worker`
            (on_timeout).
        hand (list[str] | Unset): Only to the seat itself.
        resigned (list[int] | Unset): The seats that resigned (the move resign), in order.
    """

    active_rank: str
    active_suit: Suit
    bots: list[BotSeat]
    commitments: list[str]
    current: int | None
    dealer: int
    discard_pile: list[str]
    draws_this_turn: int
    finishing_order: list[list[int]]
    game_id: str
    idle_passes: int
    kind: Literal["vri_atter"]
    options: VriAtterOptions
    phase: VriAtterPhase
    players: list[VriAtterPlayer]
    result: None | VriAtterResult
    seat: int | None
    stacked_deck: bool
    status: PlayStatus
    stock_count: int
    to_act: list[int]
    top_card: str
    upcard_on_top: bool
    version: int
    clock: TurnClock | Unset = UNSET
    hand: list[str] | Unset = UNSET
    resigned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415
        from ..models.vri_atter_options import VriAtterOptions  # noqa: PLC0415
        from ..models.vri_atter_player import VriAtterPlayer  # noqa: PLC0415
        from ..models.vri_atter_result import VriAtterResult  # noqa: PLC0415

        active_rank = self.active_rank

        active_suit = self.active_suit.value

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        commitments = self.commitments

        current: int | None
        current = self.current

        dealer = self.dealer

        discard_pile = self.discard_pile

        draws_this_turn = self.draws_this_turn

        finishing_order = []
        for finishing_order_item_data in self.finishing_order:
            finishing_order_item = finishing_order_item_data

            finishing_order.append(finishing_order_item)

        game_id = self.game_id

        idle_passes = self.idle_passes

        kind = self.kind

        options = self.options.to_dict()

        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, VriAtterResult):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        stacked_deck = self.stacked_deck

        status = self.status.value

        stock_count = self.stock_count

        to_act = self.to_act

        top_card = self.top_card

        upcard_on_top = self.upcard_on_top

        version = self.version

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        resigned: list[int] | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_rank": active_rank,
                "active_suit": active_suit,
                "bots": bots,
                "commitments": commitments,
                "current": current,
                "dealer": dealer,
                "discard_pile": discard_pile,
                "draws_this_turn": draws_this_turn,
                "finishing_order": finishing_order,
                "game_id": game_id,
                "idle_passes": idle_passes,
                "kind": kind,
                "options": options,
                "phase": phase,
                "players": players,
                "result": result,
                "seat": seat,
                "stacked_deck": stacked_deck,
                "status": status,
                "stock_count": stock_count,
                "to_act": to_act,
                "top_card": top_card,
                "upcard_on_top": upcard_on_top,
                "version": version,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if hand is not UNSET:
            field_dict["hand"] = hand
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415
        from ..models.vri_atter_options import VriAtterOptions  # noqa: PLC0415
        from ..models.vri_atter_player import VriAtterPlayer  # noqa: PLC0415
        from ..models.vri_atter_result import VriAtterResult  # noqa: PLC0415

        d = dict(src_dict)
        active_rank = d.pop("active_rank")

        active_suit = Suit(d.pop("active_suit"))

        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:
            bots_item = BotSeat.from_dict(bots_item_data)

            bots.append(bots_item)

        commitments = cast(list[str], d.pop("commitments"))

        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))

        dealer = d.pop("dealer")

        discard_pile = cast(list[str], d.pop("discard_pile"))

        draws_this_turn = d.pop("draws_this_turn")

        finishing_order = []
        _finishing_order = d.pop("finishing_order")
        for finishing_order_item_data in _finishing_order:
            finishing_order_item = cast(list[int], finishing_order_item_data)

            finishing_order.append(finishing_order_item)

        game_id = d.pop("game_id")

        idle_passes = d.pop("idle_passes")

        kind = cast(Literal["vri_atter"], d.pop("kind"))
        if kind != "vri_atter":
            raise ValueError(f"kind must match const 'vri_atter', got '{kind}'")

        options = VriAtterOptions.from_dict(d.pop("options"))

        phase = VriAtterPhase(d.pop("phase"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = VriAtterPlayer.from_dict(players_item_data)

            players.append(players_item)

        def _parse_result(data: object) -> None | VriAtterResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = VriAtterResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VriAtterResult, data)

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        stacked_deck = d.pop("stacked_deck")

        status = PlayStatus(d.pop("status"))

        stock_count = d.pop("stock_count")

        to_act = cast(list[int], d.pop("to_act"))

        top_card = d.pop("top_card")

        upcard_on_top = d.pop("upcard_on_top")

        version = d.pop("version")

        _clock = d.pop("clock", UNSET)
        clock: TurnClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = TurnClock.from_dict(_clock)

        hand = cast(list[str], d.pop("hand", UNSET))

        resigned = cast(list[int], d.pop("resigned", UNSET))

        vri_atter_view = cls(
            active_rank=active_rank,
            active_suit=active_suit,
            bots=bots,
            commitments=commitments,
            current=current,
            dealer=dealer,
            discard_pile=discard_pile,
            draws_this_turn=draws_this_turn,
            finishing_order=finishing_order,
            game_id=game_id,
            idle_passes=idle_passes,
            kind=kind,
            options=options,
            phase=phase,
            players=players,
            result=result,
            seat=seat,
            stacked_deck=stacked_deck,
            status=status,
            stock_count=stock_count,
            to_act=to_act,
            top_card=top_card,
            upcard_on_top=upcard_on_top,
            version=version,
            clock=clock,
            hand=hand,
            resigned=resigned,
        )

        return vri_atter_view
