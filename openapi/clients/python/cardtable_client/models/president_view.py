from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.president_view_kind import PresidentViewKind
from ..models.president_view_phase import PresidentViewPhase
from ..models.president_view_status import PresidentViewStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.president_options import PresidentOptions
    from ..models.president_view_exchange_item import PresidentViewExchangeItem
    from ..models.president_view_players_item import PresidentViewPlayersItem
    from ..models.president_view_result_type_1 import PresidentViewResultType1
    from ..models.president_view_rounds_item import PresidentViewRoundsItem
    from ..models.president_view_run_type_1 import PresidentViewRunType1
    from ..models.president_view_top_play_type_1 import PresidentViewTopPlayType1
    from ..models.president_view_trick_item import PresidentViewTrickItem


T = TypeVar("T", bound="PresidentView")


@_attrs_define
class PresidentView:
    """What the caller may see of a President game.

    Attributes:
        game_id (str):
        kind (PresidentViewKind):
        options (PresidentOptions): Options of President.
        players (list[PresidentViewPlayersItem]):
        result (None | PresidentViewResultType1):
        seat (int | None): The viewer's seat; null for the host or a spectator.
        stacked_deck (bool):
        status (PresidentViewStatus):
        to_act (list[int]): Seats that may act in turn now.
        version (int):
        current (int | None | Unset):
        dealer (int | Unset):
        exchange (list[PresidentViewExchangeItem] | Unset):
        hand (list[str] | Unset): Only for a seat viewer: that seat's cards.
        open_seats (list[int] | Unset): Only while waiting.
        phase (PresidentViewPhase | Unset):
        pile (list[str] | Unset):
        round_ (int | Unset):
        rounds (list[PresidentViewRoundsItem] | Unset):
        run (None | PresidentViewRunType1 | Unset):
        top_play (None | PresidentViewTopPlayType1 | Unset):
        trick (list[PresidentViewTrickItem] | Unset):
    """

    game_id: str
    kind: PresidentViewKind
    options: PresidentOptions
    players: list[PresidentViewPlayersItem]
    result: None | PresidentViewResultType1
    seat: int | None
    stacked_deck: bool
    status: PresidentViewStatus
    to_act: list[int]
    version: int
    current: int | None | Unset = UNSET
    dealer: int | Unset = UNSET
    exchange: list[PresidentViewExchangeItem] | Unset = UNSET
    hand: list[str] | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    phase: PresidentViewPhase | Unset = UNSET
    pile: list[str] | Unset = UNSET
    round_: int | Unset = UNSET
    rounds: list[PresidentViewRoundsItem] | Unset = UNSET
    run: None | PresidentViewRunType1 | Unset = UNSET
    top_play: None | PresidentViewTopPlayType1 | Unset = UNSET
    trick: list[PresidentViewTrickItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.president_options import PresidentOptions  # noqa: PLC0415
        from ..models.president_view_exchange_item import PresidentViewExchangeItem  # noqa: PLC0415
        from ..models.president_view_players_item import PresidentViewPlayersItem  # noqa: PLC0415
        from ..models.president_view_result_type_1 import PresidentViewResultType1  # noqa: PLC0415
        from ..models.president_view_rounds_item import PresidentViewRoundsItem  # noqa: PLC0415
        from ..models.president_view_run_type_1 import PresidentViewRunType1  # noqa: PLC0415
        from ..models.president_view_top_play_type_1 import PresidentViewTopPlayType1  # noqa: PLC0415
        from ..models.president_view_trick_item import PresidentViewTrickItem  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind.value

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, PresidentViewResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        stacked_deck = self.stacked_deck

        status = self.status.value

        to_act = self.to_act

        version = self.version

        current: int | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current

        dealer = self.dealer

        exchange: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.exchange, Unset):
            exchange = []
            for exchange_item_data in self.exchange:
                exchange_item = exchange_item_data.to_dict()
                exchange.append(exchange_item)

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        open_seats: list[int] | Unset = UNSET
        if not isinstance(self.open_seats, Unset):
            open_seats = self.open_seats

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        pile: list[str] | Unset = UNSET
        if not isinstance(self.pile, Unset):
            pile = self.pile

        round_ = self.round_

        rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item = rounds_item_data.to_dict()
                rounds.append(rounds_item)

        run: dict[str, Any] | None | Unset
        if isinstance(self.run, Unset):
            run = UNSET
        elif isinstance(self.run, PresidentViewRunType1):
            run = self.run.to_dict()
        else:
            run = self.run

        top_play: dict[str, Any] | None | Unset
        if isinstance(self.top_play, Unset):
            top_play = UNSET
        elif isinstance(self.top_play, PresidentViewTopPlayType1):
            top_play = self.top_play.to_dict()
        else:
            top_play = self.top_play

        trick: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trick, Unset):
            trick = []
            for trick_item_data in self.trick:
                trick_item = trick_item_data.to_dict()
                trick.append(trick_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "kind": kind,
                "options": options,
                "players": players,
                "result": result,
                "seat": seat,
                "stacked_deck": stacked_deck,
                "status": status,
                "to_act": to_act,
                "version": version,
            }
        )
        if current is not UNSET:
            field_dict["current"] = current
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if exchange is not UNSET:
            field_dict["exchange"] = exchange
        if hand is not UNSET:
            field_dict["hand"] = hand
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if phase is not UNSET:
            field_dict["phase"] = phase
        if pile is not UNSET:
            field_dict["pile"] = pile
        if round_ is not UNSET:
            field_dict["round"] = round_
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if run is not UNSET:
            field_dict["run"] = run
        if top_play is not UNSET:
            field_dict["top_play"] = top_play
        if trick is not UNSET:
            field_dict["trick"] = trick

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.president_options import PresidentOptions  # noqa: PLC0415
        from ..models.president_view_exchange_item import PresidentViewExchangeItem  # noqa: PLC0415
        from ..models.president_view_players_item import PresidentViewPlayersItem  # noqa: PLC0415
        from ..models.president_view_result_type_1 import PresidentViewResultType1  # noqa: PLC0415
        from ..models.president_view_rounds_item import PresidentViewRoundsItem  # noqa: PLC0415
        from ..models.president_view_run_type_1 import PresidentViewRunType1  # noqa: PLC0415
        from ..models.president_view_top_play_type_1 import PresidentViewTopPlayType1  # noqa: PLC0415
        from ..models.president_view_trick_item import PresidentViewTrickItem  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = PresidentViewKind(d.pop("kind"))

        options = PresidentOptions.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PresidentViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        def _parse_result(data: object) -> None | PresidentViewResultType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = PresidentViewResultType1.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PresidentViewResultType1, data)

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        stacked_deck = d.pop("stacked_deck")

        status = PresidentViewStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        def _parse_current(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        dealer = d.pop("dealer", UNSET)

        _exchange = d.pop("exchange", UNSET)
        exchange: list[PresidentViewExchangeItem] | Unset = UNSET
        if _exchange is not UNSET:
            exchange = []
            for exchange_item_data in _exchange:
                exchange_item = PresidentViewExchangeItem.from_dict(exchange_item_data)

                exchange.append(exchange_item)

        hand = cast(list[str], d.pop("hand", UNSET))

        open_seats = cast(list[int], d.pop("open_seats", UNSET))

        _phase = d.pop("phase", UNSET)
        phase: PresidentViewPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = PresidentViewPhase(_phase)

        pile = cast(list[str], d.pop("pile", UNSET))

        round_ = d.pop("round", UNSET)

        _rounds = d.pop("rounds", UNSET)
        rounds: list[PresidentViewRoundsItem] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                rounds_item = PresidentViewRoundsItem.from_dict(rounds_item_data)

                rounds.append(rounds_item)

        def _parse_run(data: object) -> None | PresidentViewRunType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                run_type_1 = PresidentViewRunType1.from_dict(data)

                return run_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PresidentViewRunType1 | Unset, data)

        run = _parse_run(d.pop("run", UNSET))

        def _parse_top_play(data: object) -> None | PresidentViewTopPlayType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                top_play_type_1 = PresidentViewTopPlayType1.from_dict(data)

                return top_play_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PresidentViewTopPlayType1 | Unset, data)

        top_play = _parse_top_play(d.pop("top_play", UNSET))

        _trick = d.pop("trick", UNSET)
        trick: list[PresidentViewTrickItem] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = PresidentViewTrickItem.from_dict(trick_item_data)

                trick.append(trick_item)

        president_view = cls(
            game_id=game_id,
            kind=kind,
            options=options,
            players=players,
            result=result,
            seat=seat,
            stacked_deck=stacked_deck,
            status=status,
            to_act=to_act,
            version=version,
            current=current,
            dealer=dealer,
            exchange=exchange,
            hand=hand,
            open_seats=open_seats,
            phase=phase,
            pile=pile,
            round_=round_,
            rounds=rounds,
            run=run,
            top_play=top_play,
            trick=trick,
        )

        return president_view
