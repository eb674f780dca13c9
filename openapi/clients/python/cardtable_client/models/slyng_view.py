from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.slyng_view_kind import SlyngViewKind
from ..models.slyng_view_phase import SlyngViewPhase
from ..models.slyng_view_status import SlyngViewStatus
from ..models.slyng_view_trump_suit import SlyngViewTrumpSuit
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.slyng_options import SlyngOptions
    from ..models.slyng_view_players_item import SlyngViewPlayersItem
    from ..models.slyng_view_result_type_1 import SlyngViewResultType1
    from ..models.slyng_view_table_item import SlyngViewTableItem


T = TypeVar("T", bound="SlyngView")


@_attrs_define
class SlyngView:
    """What the caller may see of a Slyng game.

    Attributes:
        game_id (str):
        kind (SlyngViewKind):
        options (SlyngOptions): Options of Slyng.
        players (list[SlyngViewPlayersItem]):
        result (None | SlyngViewResultType1):
        seat (int | None): The viewer's seat; null for the host or a spectator.
        stacked_deck (bool):
        status (SlyngViewStatus):
        to_act (list[int]): Seats that may act in turn now.
        version (int):
        attacker (int | None | Unset):
        dealer (int | Unset):
        defender (int | None | Unset):
        discard_count (int | Unset):
        discard_pile (list[str] | Unset): Only with the discard_visible option.
        finishing_order (list[list[int]] | Unset):
        hand (list[str] | Unset): Only for a seat viewer: that seat's cards.
        open_seats (list[int] | Unset): Only while waiting.
        phase (SlyngViewPhase | Unset):
        stock_count (int | Unset):
        table (list[SlyngViewTableItem] | Unset):
        trump_card (str | Unset): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        trump_drawn_by (int | None | Unset):
        trump_suit (SlyngViewTrumpSuit | Unset):
    """

    game_id: str
    kind: SlyngViewKind
    options: SlyngOptions
    players: list[SlyngViewPlayersItem]
    result: None | SlyngViewResultType1
    seat: int | None
    stacked_deck: bool
    status: SlyngViewStatus
    to_act: list[int]
    version: int
    attacker: int | None | Unset = UNSET
    dealer: int | Unset = UNSET
    defender: int | None | Unset = UNSET
    discard_count: int | Unset = UNSET
    discard_pile: list[str] | Unset = UNSET
    finishing_order: list[list[int]] | Unset = UNSET
    hand: list[str] | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    phase: SlyngViewPhase | Unset = UNSET
    stock_count: int | Unset = UNSET
    table: list[SlyngViewTableItem] | Unset = UNSET
    trump_card: str | Unset = UNSET
    trump_drawn_by: int | None | Unset = UNSET
    trump_suit: SlyngViewTrumpSuit | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.slyng_options import SlyngOptions  # noqa: PLC0415
        from ..models.slyng_view_players_item import SlyngViewPlayersItem  # noqa: PLC0415
        from ..models.slyng_view_result_type_1 import SlyngViewResultType1  # noqa: PLC0415
        from ..models.slyng_view_table_item import SlyngViewTableItem  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind.value

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        result: dict[str, Any] | None
        if isinstance(self.result, SlyngViewResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        stacked_deck = self.stacked_deck

        status = self.status.value

        to_act = self.to_act

        version = self.version

        attacker: int | None | Unset
        if isinstance(self.attacker, Unset):
            attacker = UNSET
        else:
            attacker = self.attacker

        dealer = self.dealer

        defender: int | None | Unset
        if isinstance(self.defender, Unset):
            defender = UNSET
        else:
            defender = self.defender

        discard_count = self.discard_count

        discard_pile: list[str] | Unset = UNSET
        if not isinstance(self.discard_pile, Unset):
            discard_pile = self.discard_pile

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

        table: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = []
            for table_item_data in self.table:
                table_item = table_item_data.to_dict()
                table.append(table_item)

        trump_card = self.trump_card

        trump_drawn_by: int | None | Unset
        if isinstance(self.trump_drawn_by, Unset):
            trump_drawn_by = UNSET
        else:
            trump_drawn_by = self.trump_drawn_by

        trump_suit: str | Unset = UNSET
        if not isinstance(self.trump_suit, Unset):
            trump_suit = self.trump_suit.value

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
        if attacker is not UNSET:
            field_dict["attacker"] = attacker
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if defender is not UNSET:
            field_dict["defender"] = defender
        if discard_count is not UNSET:
            field_dict["discard_count"] = discard_count
        if discard_pile is not UNSET:
            field_dict["discard_pile"] = discard_pile
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
        if table is not UNSET:
            field_dict["table"] = table
        if trump_card is not UNSET:
            field_dict["trump_card"] = trump_card
        if trump_drawn_by is not UNSET:
            field_dict["trump_drawn_by"] = trump_drawn_by
        if trump_suit is not UNSET:
            field_dict["trump_suit"] = trump_suit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.slyng_options import SlyngOptions  # noqa: PLC0415
        from ..models.slyng_view_players_item import SlyngViewPlayersItem  # noqa: PLC0415
        from ..models.slyng_view_result_type_1 import SlyngViewResultType1  # noqa: PLC0415
        from ..models.slyng_view_table_item import SlyngViewTableItem  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = SlyngViewKind(d.pop("kind"))

        options = SlyngOptions.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SlyngViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        def _parse_result(data: object) -> None | SlyngViewResultType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = SlyngViewResultType1.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SlyngViewResultType1, data)

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        stacked_deck = d.pop("stacked_deck")

        status = SlyngViewStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        def _parse_attacker(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        attacker = _parse_attacker(d.pop("attacker", UNSET))

        dealer = d.pop("dealer", UNSET)

        def _parse_defender(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        defender = _parse_defender(d.pop("defender", UNSET))

        discard_count = d.pop("discard_count", UNSET)

        discard_pile = cast(list[str], d.pop("discard_pile", UNSET))

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
        phase: SlyngViewPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = SlyngViewPhase(_phase)

        stock_count = d.pop("stock_count", UNSET)

        _table = d.pop("table", UNSET)
        table: list[SlyngViewTableItem] | Unset = UNSET
        if _table is not UNSET:
            table = []
            for table_item_data in _table:
                table_item = SlyngViewTableItem.from_dict(table_item_data)

                table.append(table_item)

        trump_card = d.pop("trump_card", UNSET)

        def _parse_trump_drawn_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        trump_drawn_by = _parse_trump_drawn_by(d.pop("trump_drawn_by", UNSET))

        _trump_suit = d.pop("trump_suit", UNSET)
        trump_suit: SlyngViewTrumpSuit | Unset
        if isinstance(_trump_suit, Unset):
            trump_suit = UNSET
        else:
            trump_suit = SlyngViewTrumpSuit(_trump_suit)

        slyng_view = cls(
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
            attacker=attacker,
            dealer=dealer,
            defender=defender,
            discard_count=discard_count,
            discard_pile=discard_pile,
            finishing_order=finishing_order,
            hand=hand,
            open_seats=open_seats,
            phase=phase,
            stock_count=stock_count,
            table=table,
            trump_card=trump_card,
            trump_drawn_by=trump_drawn_by,
            trump_suit=trump_suit,
        )

        return slyng_view
