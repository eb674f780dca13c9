from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.play_status import PlayStatus
from ..models.president_phase import PresidentPhase
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.bot_seat import BotSeat
    from ..models.president_exchange import PresidentExchange
    from ..models.president_options import PresidentOptions
    from ..models.president_play import PresidentPlay
    from ..models.president_player import PresidentPlayer
    from ..models.president_result import PresidentResult
    from ..models.president_round import PresidentRound
    from ..models.president_run import PresidentRun
    from ..models.turn_clock import TurnClock


T = TypeVar("T", bound="PresidentView")


@_attrs_define
class PresidentView:
    """What the caller may see of a President game that has been dealt.

    Attributes:
        bots (list[BotSeat]): The seats bots play.
        commitments (list[str]): Each deal's commitment to its deck order, round 1 first: SHA-256 of "{salt}:{cards
            joined by ','}"; the game record reveals salts and orders.
        current (int | None):
        dealer (int):
        exchange (list[PresidentExchange]):
        first_trick (bool): No trick of this round has ended yet.
        game_id (str):
        kind (Literal['president']):
        lap (list[int]): Seats still to answer the top play in this lap, in turn order (with the lap trick end).
        options (PresidentOptions): Options of President.
        phase (PresidentPhase):
        pile (list[str]):
        players (list[PresidentPlayer]):
        result (None | PresidentResult): Set once the game is over.
        round_ (int):
        rounds (list[PresidentRound]):
        run (None | PresidentRun):
        seat (int | None): The viewer's seat; null for the host or a spectator.
        stacked_deck (bool):
        status (PlayStatus): The status of a dealt game.
        to_act (list[int]): Seats that may act now.
        top_play (None | PresidentPlay):
        trick (list[PresidentPlay]):
        version (int): The game's version: 1 at creation, one more with every write.
        clock (TurnClock | Unset): A game's turn clock: a seat out of time is acted for by `cardtable worker`
            (on_timeout).
        hand (list[str] | Unset): Only to the seat itself.
        resigned (list[int] | Unset): The seats that resigned (the move resign), in order.
    """

    bots: list[BotSeat]
    commitments: list[str]
    current: int | None
    dealer: int
    exchange: list[PresidentExchange]
    first_trick: bool
    game_id: str
    kind: Literal["president"]
    lap: list[int]
    options: PresidentOptions
    phase: PresidentPhase
    pile: list[str]
    players: list[PresidentPlayer]
    result: None | PresidentResult
    round_: int
    rounds: list[PresidentRound]
    run: None | PresidentRun
    seat: int | None
    stacked_deck: bool
    status: PlayStatus
    to_act: list[int]
    top_play: None | PresidentPlay
    trick: list[PresidentPlay]
    version: int
    clock: TurnClock | Unset = UNSET
    hand: list[str] | Unset = UNSET
    resigned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.president_exchange import PresidentExchange  # noqa: PLC0415
        from ..models.president_options import PresidentOptions  # noqa: PLC0415
        from ..models.president_play import PresidentPlay  # noqa: PLC0415
        from ..models.president_player import PresidentPlayer  # noqa: PLC0415
        from ..models.president_result import PresidentResult  # noqa: PLC0415
        from ..models.president_round import PresidentRound  # noqa: PLC0415
        from ..models.president_run import PresidentRun  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)

        commitments = self.commitments

        current: int | None
        current = self.current

        dealer = self.dealer

        exchange = []
        for exchange_item_data in self.exchange:
            exchange_item = exchange_item_data.to_dict()
            exchange.append(exchange_item)

        first_trick = self.first_trick

        game_id = self.game_id

        kind = self.kind

        lap = self.lap

        options = self.options.to_dict()

        phase = self.phase.value

        pile = self.pile

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, PresidentResult):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        run: dict[str, Any] | None
        if isinstance(self.run, PresidentRun):
            run = self.run.to_dict()
        else:
            run = self.run

        seat: int | None
        seat = self.seat

        stacked_deck = self.stacked_deck

        status = self.status.value

        to_act = self.to_act

        top_play: dict[str, Any] | None
        if isinstance(self.top_play, PresidentPlay):
            top_play = self.top_play.to_dict()
        else:
            top_play = self.top_play

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)

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
                "bots": bots,
                "commitments": commitments,
                "current": current,
                "dealer": dealer,
                "exchange": exchange,
                "first_trick": first_trick,
                "game_id": game_id,
                "kind": kind,
                "lap": lap,
                "options": options,
                "phase": phase,
                "pile": pile,
                "players": players,
                "result": result,
                "round": round_,
                "rounds": rounds,
                "run": run,
                "seat": seat,
                "stacked_deck": stacked_deck,
                "status": status,
                "to_act": to_act,
                "top_play": top_play,
                "trick": trick,
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
        from ..models.president_exchange import PresidentExchange  # noqa: PLC0415
        from ..models.president_options import PresidentOptions  # noqa: PLC0415
        from ..models.president_play import PresidentPlay  # noqa: PLC0415
        from ..models.president_player import PresidentPlayer  # noqa: PLC0415
        from ..models.president_result import PresidentResult  # noqa: PLC0415
        from ..models.president_round import PresidentRound  # noqa: PLC0415
        from ..models.president_run import PresidentRun  # noqa: PLC0415
        from ..models.turn_clock import TurnClock  # noqa: PLC0415

        d = dict(src_dict)
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

        exchange = []
        _exchange = d.pop("exchange")
        for exchange_item_data in _exchange:
            exchange_item = PresidentExchange.from_dict(exchange_item_data)

            exchange.append(exchange_item)

        first_trick = d.pop("first_trick")

        game_id = d.pop("game_id")

        kind = cast(Literal["president"], d.pop("kind"))
        if kind != "president":
            raise ValueError(f"kind must match const 'president', got '{kind}'")

        lap = cast(list[int], d.pop("lap"))

        options = PresidentOptions.from_dict(d.pop("options"))

        phase = PresidentPhase(d.pop("phase"))

        pile = cast(list[str], d.pop("pile"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PresidentPlayer.from_dict(players_item_data)

            players.append(players_item)

        def _parse_result(data: object) -> None | PresidentResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = PresidentResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PresidentResult, data)

        result = _parse_result(d.pop("result"))

        round_ = d.pop("round")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = PresidentRound.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        def _parse_run(data: object) -> None | PresidentRun:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                run_type_0 = PresidentRun.from_dict(data)

                return run_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PresidentRun, data)

        run = _parse_run(d.pop("run"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        stacked_deck = d.pop("stacked_deck")

        status = PlayStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        def _parse_top_play(data: object) -> None | PresidentPlay:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                top_play_type_0 = PresidentPlay.from_dict(data)

                return top_play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PresidentPlay, data)

        top_play = _parse_top_play(d.pop("top_play"))

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in _trick:
            trick_item = PresidentPlay.from_dict(trick_item_data)

            trick.append(trick_item)

        version = d.pop("version")

        _clock = d.pop("clock", UNSET)
        clock: TurnClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = TurnClock.from_dict(_clock)

        hand = cast(list[str], d.pop("hand", UNSET))

        resigned = cast(list[int], d.pop("resigned", UNSET))

        president_view = cls(
            bots=bots,
            commitments=commitments,
            current=current,
            dealer=dealer,
            exchange=exchange,
            first_trick=first_trick,
            game_id=game_id,
            kind=kind,
            lap=lap,
            options=options,
            phase=phase,
            pile=pile,
            players=players,
            result=result,
            round_=round_,
            rounds=rounds,
            run=run,
            seat=seat,
            stacked_deck=stacked_deck,
            status=status,
            to_act=to_act,
            top_play=top_play,
            trick=trick,
            version=version,
            clock=clock,
            hand=hand,
            resigned=resigned,
        )

        return president_view
