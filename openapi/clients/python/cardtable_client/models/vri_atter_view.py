from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.vri_atter_view_active_suit import VriAtterViewActiveSuit
from ..models.vri_atter_view_kind import VriAtterViewKind
from ..models.vri_atter_view_phase import VriAtterViewPhase
from ..models.vri_atter_view_status import VriAtterViewStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.vri_atter_options import VriAtterOptions
    from ..models.vri_atter_view_players_item import VriAtterViewPlayersItem
    from ..models.vri_atter_view_result_type_1 import VriAtterViewResultType1


T = TypeVar("T", bound="VriAtterView")


@_attrs_define
class VriAtterView:
    """What the caller may see of a Vri åtter game.

    Attributes:
        game_id (str):
        kind (VriAtterViewKind):
        options (VriAtterOptions): Options of Vri åtter.
        players (list[VriAtterViewPlayersItem]):
        result (None | VriAtterViewResultType1):
        seat (int | None): The viewer's seat; null for the host or a spectator.
        stacked_deck (bool):
        status (VriAtterViewStatus):
        to_act (list[int]): Seats that may act in turn now.
        version (int):
        active_rank (str | Unset):
        active_suit (VriAtterViewActiveSuit | Unset):
        current (int | None | Unset):
        dealer (int | Unset):
        discard_pile (list[str] | Unset):
        draws_this_turn (int | Unset):
        finishing_order (list[list[int]] | Unset):
        hand (list[str] | Unset): Only for a seat viewer: that seat's cards.
        open_seats (list[int] | Unset): Only while waiting.
        phase (VriAtterViewPhase | Unset):
        stock_count (int | Unset):
        top_card (str | Unset): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
    """

    game_id: str
    kind: VriAtterViewKind
    options: VriAtterOptions
    players: list[VriAtterViewPlayersItem]
    result: None | VriAtterViewResultType1
    seat: int | None
    stacked_deck: bool
    status: VriAtterViewStatus
    to_act: list[int]
    version: int
    active_rank: str | Unset = UNSET
    active_suit: VriAtterViewActiveSuit | Unset = UNSET
    current: int | None | Unset = UNSET
    dealer: int | Unset = UNSET
    discard_pile: list[str] | Unset = UNSET
    draws_this_turn: int | Unset = UNSET
    finishing_order: list[list[int]] | Unset = UNSET
    hand: list[str] | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    phase: VriAtterViewPhase | Unset = UNSET
    stock_count: int | Unset = UNSET
    top_card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.vri_atter_options import VriAtterOptions  # noqa: PLC0415
        from ..models.vri_atter_view_players_item import VriAtterViewPlayersItem  # noqa: PLC0415
        from ..models.vri_atter_view_result_type_1 import VriAtterViewResultType1  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind.value

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, VriAtterViewResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        stacked_deck = self.stacked_deck

        status = self.status.value

        to_act = self.to_act

        version = self.version

        active_rank = self.active_rank

        active_suit: str | Unset = UNSET
        if not isinstance(self.active_suit, Unset):
            active_suit = self.active_suit.value

        current: int | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current

        dealer = self.dealer

        discard_pile: list[str] | Unset = UNSET
        if not isinstance(self.discard_pile, Unset):
            discard_pile = self.discard_pile

        draws_this_turn = self.draws_this_turn

        finishing_order: list[list[int]] | Unset = UNSET
        if not isinstance(self.finishing_order, Unset):
            finishing_order = []
            for finishing_order_item_data in self.finishing_order:
                finishing_order_item = finishing_order_item_data

                finishing_order.append(finishing_order_item)

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        open_seats: list[int] | Unset = UNSET
        if not isinstance(self.open_seats, Unset):
            open_seats = self.open_seats

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        stock_count = self.stock_count

        top_card = self.top_card

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
        if active_rank is not UNSET:
            field_dict["active_rank"] = active_rank
        if active_suit is not UNSET:
            field_dict["active_suit"] = active_suit
        if current is not UNSET:
            field_dict["current"] = current
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if discard_pile is not UNSET:
            field_dict["discard_pile"] = discard_pile
        if draws_this_turn is not UNSET:
            field_dict["draws_this_turn"] = draws_this_turn
        if finishing_order is not UNSET:
            field_dict["finishing_order"] = finishing_order
        if hand is not UNSET:
            field_dict["hand"] = hand
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if phase is not UNSET:
            field_dict["phase"] = phase
        if stock_count is not UNSET:
            field_dict["stock_count"] = stock_count
        if top_card is not UNSET:
            field_dict["top_card"] = top_card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.vri_atter_options import VriAtterOptions  # noqa: PLC0415
        from ..models.vri_atter_view_players_item import VriAtterViewPlayersItem  # noqa: PLC0415
        from ..models.vri_atter_view_result_type_1 import VriAtterViewResultType1  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = VriAtterViewKind(d.pop("kind"))

        options = VriAtterOptions.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = VriAtterViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        def _parse_result(data: object) -> None | VriAtterViewResultType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = VriAtterViewResultType1.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VriAtterViewResultType1, data)

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        stacked_deck = d.pop("stacked_deck")

        status = VriAtterViewStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        active_rank = d.pop("active_rank", UNSET)

        _active_suit = d.pop("active_suit", UNSET)
        active_suit: VriAtterViewActiveSuit | Unset
        if isinstance(_active_suit, Unset):
            active_suit = UNSET
        else:
            active_suit = VriAtterViewActiveSuit(_active_suit)

        def _parse_current(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        dealer = d.pop("dealer", UNSET)

        discard_pile = cast(list[str], d.pop("discard_pile", UNSET))

        draws_this_turn = d.pop("draws_this_turn", UNSET)

        _finishing_order = d.pop("finishing_order", UNSET)
        finishing_order: list[list[int]] | Unset = UNSET
        if _finishing_order is not UNSET:
            finishing_order = []
            for finishing_order_item_data in _finishing_order:
                finishing_order_item = cast(list[int], finishing_order_item_data)

                finishing_order.append(finishing_order_item)

        hand = cast(list[str], d.pop("hand", UNSET))

        open_seats = cast(list[int], d.pop("open_seats", UNSET))

        _phase = d.pop("phase", UNSET)
        phase: VriAtterViewPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = VriAtterViewPhase(_phase)

        stock_count = d.pop("stock_count", UNSET)

        top_card = d.pop("top_card", UNSET)

        vri_atter_view = cls(
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
            active_rank=active_rank,
            active_suit=active_suit,
            current=current,
            dealer=dealer,
            discard_pile=discard_pile,
            draws_this_turn=draws_this_turn,
            finishing_order=finishing_order,
            hand=hand,
            open_seats=open_seats,
            phase=phase,
            stock_count=stock_count,
            top_card=top_card,
        )

        return vri_atter_view
