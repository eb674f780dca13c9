from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_phase import DacPhase
from ..models.play_status import PlayStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.bot_seat import BotSeat
    from ..models.dac_options import DacOptions
    from ..models.dac_pending import DacPending
    from ..models.dac_player import DacPlayer
    from ..models.dac_result import DacResult
    from ..models.dac_round import DacRound
    from ..models.dac_snap_window import DacSnapWindow
    from ..models.turn_clock import TurnClock


T = TypeVar("T", bound="DacView")


@_attrs_define
class DacView:
    """What the caller may see of a Dač game that has been dealt.

    Attributes:
        bots (list[BotSeat]): The seats bots play.
        call_ok (bool): Every player has completed dac_min_full_rounds turns (a call is allowed).
        caller (int | None):
        caller_turn_over (bool): The caller's turn has ended.
        commitments (list[str]): Each deal's commitment to its deck order, round 1 first: SHA-256 of "{salt}:{cards
            joined by ','}"; the game record reveals salts and orders.
        current (int | None):
        dealer (int):
        discard_pile (list[str]):
        game_id (str):
        kind (Literal['dac']):
        options (DacOptions): Options of Dač.
        peeked (list[int]):
        pending (DacPending | None):
        phase (DacPhase):
        players (list[DacPlayer]):
        result (DacResult | None): Set once the game is over.
        round_ (int):
        rounds (list[DacRound]):
        seat (int | None): The viewer's seat; null for the host or a spectator.
        snap_window (DacSnapWindow | None):
        stacked_deck (bool):
        status (PlayStatus): The status of a dealt game.
        stock_count (int):
        to_act (list[int]): Seats that may act now.
        version (int): The game's version: 1 at creation, one more with every write.
        clock (TurnClock | Unset): A game's turn clock: a seat out of time is acted for by `cardtable worker`
            (on_timeout).
        resigned (list[int] | Unset): The seats that resigned (the move resign), in order.
    """

    bots: list[BotSeat]
    call_ok: bool
    caller: int | None
    caller_turn_over: bool
    commitments: list[str]
    current: int | None
    dealer: int
    discard_pile: list[str]
    game_id: str
    kind: Literal["dac"]
    options: DacOptions
    peeked: list[int]
    pending: DacPending | None
    phase: DacPhase
    players: list[DacPlayer]
    result: DacResult | None
    round_: int
    rounds: list[DacRound]
    seat: int | None
    snap_window: DacSnapWindow | None
    stacked_deck: bool
    status: PlayStatus
    stock_count: int
    to_act: list[int]
    version: int
    clock: TurnClock | Unset = UNSET
    resigned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.dac_options import DacOptions  # noqa: PLC0415
        from ..models.dac_pending import DacPending  # noqa: PLC0415
        from ..models.dac_player import DacPlayer  # noqa: PLC0415
        from ..models.dac_result import DacResult  # noqa: PLC0415
        from ..models.dac_round import DacRound  # noqa: PLC0415
        from ..models.dac_snap_window import DacSnapWindow  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        call_ok = self.call_ok

        caller: int | None
        caller = self.caller

        caller_turn_over = self.caller_turn_over

        commitments = self.commitments

        current: int | None
        current = self.current

        dealer = self.dealer

        discard_pile = self.discard_pile

        game_id = self.game_id

        kind = self.kind

        options = self.options.to_dict()

        peeked = self.peeked

        pending: dict[str, Any] | None
        if isinstance(self.pending, DacPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, DacResult):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        seat: int | None
        seat = self.seat

        snap_window: dict[str, Any] | None
        if isinstance(self.snap_window, DacSnapWindow):
            snap_window = self.snap_window.to_dict()
        else:
            snap_window = self.snap_window

        stacked_deck = self.stacked_deck

        status = self.status.value

        stock_count = self.stock_count

        to_act = self.to_act

        version = self.version

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        resigned: list[int] | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bots": bots,
                "call_ok": call_ok,
                "caller": caller,
                "caller_turn_over": caller_turn_over,
                "commitments": commitments,
                "current": current,
                "dealer": dealer,
                "discard_pile": discard_pile,
                "game_id": game_id,
                "kind": kind,
                "options": options,
                "peeked": peeked,
                "pending": pending,
                "phase": phase,
                "players": players,
                "result": result,
                "round": round_,
                "rounds": rounds,
                "seat": seat,
                "snap_window": snap_window,
                "stacked_deck": stacked_deck,
                "status": status,
                "stock_count": stock_count,
                "to_act": to_act,
                "version": version,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.dac_options import DacOptions  # noqa: PLC0415
        from ..models.dac_pending import DacPending  # noqa: PLC0415
        from ..models.dac_player import DacPlayer  # noqa: PLC0415
        from ..models.dac_result import DacResult  # noqa: PLC0415
        from ..models.dac_round import DacRound  # noqa: PLC0415
        from ..models.dac_snap_window import DacSnapWindow  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415

        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:
            bots_item = BotSeat.from_dict(bots_item_data)

            bots.append(bots_item)

        call_ok = d.pop("call_ok")

        def _parse_caller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        caller = _parse_caller(d.pop("caller"))

        caller_turn_over = d.pop("caller_turn_over")

        commitments = cast(list[str], d.pop("commitments"))

        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))

        dealer = d.pop("dealer")

        discard_pile = cast(list[str], d.pop("discard_pile"))

        game_id = d.pop("game_id")

        kind = cast(Literal["dac"], d.pop("kind"))
        if kind != "dac":
            raise ValueError(f"kind must match const 'dac', got '{kind}'")

        options = DacOptions.from_dict(d.pop("options"))

        peeked = cast(list[int], d.pop("peeked"))

        def _parse_pending(data: object) -> DacPending | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = DacPending.from_dict(data)

                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DacPending | None, data)

        pending = _parse_pending(d.pop("pending"))

        phase = DacPhase(d.pop("phase"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = DacPlayer.from_dict(players_item_data)

            players.append(players_item)

        def _parse_result(data: object) -> DacResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = DacResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DacResult | None, data)

        result = _parse_result(d.pop("result"))

        round_ = d.pop("round")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = DacRound.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_snap_window(data: object) -> DacSnapWindow | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                snap_window_type_0 = DacSnapWindow.from_dict(data)

                return snap_window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DacSnapWindow | None, data)

        snap_window = _parse_snap_window(d.pop("snap_window"))

        stacked_deck = d.pop("stacked_deck")

        status = PlayStatus(d.pop("status"))

        stock_count = d.pop("stock_count")

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        _clock = d.pop("clock", UNSET)
        clock: TurnClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = TurnClock.from_dict(_clock)

        resigned = cast(list[int], d.pop("resigned", UNSET))

        dac_view = cls(
            bots=bots,
            call_ok=call_ok,
            caller=caller,
            caller_turn_over=caller_turn_over,
            commitments=commitments,
            current=current,
            dealer=dealer,
            discard_pile=discard_pile,
            game_id=game_id,
            kind=kind,
            options=options,
            peeked=peeked,
            pending=pending,
            phase=phase,
            players=players,
            result=result,
            round_=round_,
            rounds=rounds,
            seat=seat,
            snap_window=snap_window,
            stacked_deck=stacked_deck,
            status=status,
            stock_count=stock_count,
            to_act=to_act,
            version=version,
            clock=clock,
            resigned=resigned,
        )

        return dac_view
