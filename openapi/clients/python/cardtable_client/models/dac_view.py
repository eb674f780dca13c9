from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_view_kind import DacViewKind
from ..models.dac_view_phase import DacViewPhase
from ..models.dac_view_status import DacViewStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.dac_options import DacOptions
    from ..models.dac_view_pending_type_1 import DacViewPendingType1
    from ..models.dac_view_players_item import DacViewPlayersItem
    from ..models.dac_view_result_type_1 import DacViewResultType1
    from ..models.dac_view_rounds_item import DacViewRoundsItem
    from ..models.dac_view_snap_window_type_1 import DacViewSnapWindowType1


T = TypeVar("T", bound="DacView")


@_attrs_define
class DacView:
    """What the caller may see of a Dač game.

    Attributes:
        game_id (str):
        kind (DacViewKind):
        options (DacOptions): Options of Dač.
        players (list[DacViewPlayersItem]):
        result (DacViewResultType1 | None):
        seat (int | None): The viewer's seat; null for the host or a spectator.
        stacked_deck (bool):
        status (DacViewStatus):
        to_act (list[int]): Seats that may act in turn now.
        version (int):
        caller (int | None | Unset):
        current (int | None | Unset):
        dealer (int | Unset):
        discard_pile (list[str] | Unset):
        hand (list[str] | Unset): Only for a seat viewer: that seat's cards.
        open_seats (list[int] | Unset): Only while waiting.
        peeked (list[int] | Unset):
        pending (DacViewPendingType1 | None | Unset):
        phase (DacViewPhase | Unset):
        round_ (int | Unset):
        rounds (list[DacViewRoundsItem] | Unset):
        snap_window (DacViewSnapWindowType1 | None | Unset):
        stock_count (int | Unset):
    """

    game_id: str
    kind: DacViewKind
    options: DacOptions
    players: list[DacViewPlayersItem]
    result: DacViewResultType1 | None
    seat: int | None
    stacked_deck: bool
    status: DacViewStatus
    to_act: list[int]
    version: int
    caller: int | None | Unset = UNSET
    current: int | None | Unset = UNSET
    dealer: int | Unset = UNSET
    discard_pile: list[str] | Unset = UNSET
    hand: list[str] | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    peeked: list[int] | Unset = UNSET
    pending: DacViewPendingType1 | None | Unset = UNSET
    phase: DacViewPhase | Unset = UNSET
    round_: int | Unset = UNSET
    rounds: list[DacViewRoundsItem] | Unset = UNSET
    snap_window: DacViewSnapWindowType1 | None | Unset = UNSET
    stock_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dac_options import DacOptions  # noqa: PLC0415
        from ..models.dac_view_pending_type_1 import DacViewPendingType1  # noqa: PLC0415
        from ..models.dac_view_players_item import DacViewPlayersItem  # noqa: PLC0415
        from ..models.dac_view_result_type_1 import DacViewResultType1  # noqa: PLC0415
        from ..models.dac_view_rounds_item import DacViewRoundsItem  # noqa: PLC0415
        from ..models.dac_view_snap_window_type_1 import DacViewSnapWindowType1  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind.value

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, DacViewResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        stacked_deck = self.stacked_deck

        status = self.status.value

        to_act = self.to_act

        version = self.version

        caller: int | None | Unset
        if isinstance(self.caller, Unset):
            caller = UNSET
        else:
            caller = self.caller

        current: int | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current

        dealer = self.dealer

        discard_pile: list[str] | Unset = UNSET
        if not isinstance(self.discard_pile, Unset):
            discard_pile = self.discard_pile

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        open_seats: list[int] | Unset = UNSET
        if not isinstance(self.open_seats, Unset):
            open_seats = self.open_seats

        peeked: list[int] | Unset = UNSET
        if not isinstance(self.peeked, Unset):
            peeked = self.peeked

        pending: dict[str, Any] | None | Unset
        if isinstance(self.pending, Unset):
            pending = UNSET
        elif isinstance(self.pending, DacViewPendingType1):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        round_ = self.round_

        rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item = rounds_item_data.to_dict()
                rounds.append(rounds_item)

        snap_window: dict[str, Any] | None | Unset
        if isinstance(self.snap_window, Unset):
            snap_window = UNSET
        elif isinstance(self.snap_window, DacViewSnapWindowType1):
            snap_window = self.snap_window.to_dict()
        else:
            snap_window = self.snap_window

        stock_count = self.stock_count

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
        if caller is not UNSET:
            field_dict["caller"] = caller
        if current is not UNSET:
            field_dict["current"] = current
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if discard_pile is not UNSET:
            field_dict["discard_pile"] = discard_pile
        if hand is not UNSET:
            field_dict["hand"] = hand
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if peeked is not UNSET:
            field_dict["peeked"] = peeked
        if pending is not UNSET:
            field_dict["pending"] = pending
        if phase is not UNSET:
            field_dict["phase"] = phase
        if round_ is not UNSET:
            field_dict["round"] = round_
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if snap_window is not UNSET:
            field_dict["snap_window"] = snap_window
        if stock_count is not UNSET:
            field_dict["stock_count"] = stock_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dac_options import DacOptions  # noqa: PLC0415
        from ..models.dac_view_pending_type_1 import DacViewPendingType1  # noqa: PLC0415
        from ..models.dac_view_players_item import DacViewPlayersItem  # noqa: PLC0415
        from ..models.dac_view_result_type_1 import DacViewResultType1  # noqa: PLC0415
        from ..models.dac_view_rounds_item import DacViewRoundsItem  # noqa: PLC0415
        from ..models.dac_view_snap_window_type_1 import DacViewSnapWindowType1  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = DacViewKind(d.pop("kind"))

        options = DacOptions.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = DacViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        def _parse_result(data: object) -> DacViewResultType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = DacViewResultType1.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DacViewResultType1 | None, data)

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        stacked_deck = d.pop("stacked_deck")

        status = DacViewStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        def _parse_caller(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        caller = _parse_caller(d.pop("caller", UNSET))

        def _parse_current(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        dealer = d.pop("dealer", UNSET)

        discard_pile = cast(list[str], d.pop("discard_pile", UNSET))

        hand = cast(list[str], d.pop("hand", UNSET))

        open_seats = cast(list[int], d.pop("open_seats", UNSET))

        peeked = cast(list[int], d.pop("peeked", UNSET))

        def _parse_pending(data: object) -> DacViewPendingType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_1 = DacViewPendingType1.from_dict(data)

                return pending_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DacViewPendingType1 | None | Unset, data)

        pending = _parse_pending(d.pop("pending", UNSET))

        _phase = d.pop("phase", UNSET)
        phase: DacViewPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = DacViewPhase(_phase)

        round_ = d.pop("round", UNSET)

        _rounds = d.pop("rounds", UNSET)
        rounds: list[DacViewRoundsItem] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                rounds_item = DacViewRoundsItem.from_dict(rounds_item_data)

                rounds.append(rounds_item)

        def _parse_snap_window(data: object) -> DacViewSnapWindowType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                snap_window_type_1 = DacViewSnapWindowType1.from_dict(data)

                return snap_window_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DacViewSnapWindowType1 | None | Unset, data)

        snap_window = _parse_snap_window(d.pop("snap_window", UNSET))

        stock_count = d.pop("stock_count", UNSET)

        dac_view = cls(
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
            caller=caller,
            current=current,
            dealer=dealer,
            discard_pile=discard_pile,
            hand=hand,
            open_seats=open_seats,
            peeked=peeked,
            pending=pending,
            phase=phase,
            round_=round_,
            rounds=rounds,
            snap_window=snap_window,
            stock_count=stock_count,
        )

        return dac_view
