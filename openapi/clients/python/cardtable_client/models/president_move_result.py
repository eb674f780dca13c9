from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.handed_to_bot_event import HandedToBotEvent
    from ..models.joined_event import JoinedEvent
    from ..models.president_dealt_event import PresidentDealtEvent
    from ..models.president_exchange_return_move import PresidentExchangeReturnMove
    from ..models.president_exchange_returned_event import (
        PresidentExchangeReturnedEvent,
    )
    from ..models.president_exchange_take_move import PresidentExchangeTakeMove
    from ..models.president_exchange_taken_event import PresidentExchangeTakenEvent
    from ..models.president_finished_event import PresidentFinishedEvent
    from ..models.president_game_over_event import PresidentGameOverEvent
    from ..models.president_next_round_move import PresidentNextRoundMove
    from ..models.president_pass_move import PresidentPassMove
    from ..models.president_passed_event import PresidentPassedEvent
    from ..models.president_play_move import PresidentPlayMove
    from ..models.president_play_started_event import PresidentPlayStartedEvent
    from ..models.president_played_event import PresidentPlayedEvent
    from ..models.president_resign_move import PresidentResignMove
    from ..models.president_resigned_event import PresidentResignedEvent
    from ..models.president_round_over_event import PresidentRoundOverEvent
    from ..models.president_trick_won_event import PresidentTrickWonEvent
    from ..models.president_turn_event import PresidentTurnEvent
    from ..models.president_view import PresidentView
    from ..models.seat_token_replaced_event import SeatTokenReplacedEvent
    from ..models.taken_back_event import TakenBackEvent
    from ..models.timed_out_event import TimedOutEvent


T = TypeVar("T", bound="PresidentMoveResult")


@_attrs_define
class PresidentMoveResult:
    """An accepted President move.

    Attributes:
        events (list[HandedToBotEvent | JoinedEvent | PresidentDealtEvent | PresidentExchangeReturnedEvent |
            PresidentExchangeTakenEvent | PresidentFinishedEvent | PresidentGameOverEvent | PresidentPassedEvent |
            PresidentPlayedEvent | PresidentPlayStartedEvent | PresidentResignedEvent | PresidentRoundOverEvent |
            PresidentTrickWonEvent | PresidentTurnEvent | SeatTokenReplacedEvent | TakenBackEvent | TimedOutEvent]): The
            events the move caused, as the mover may see them.
        kind (Literal['president']):
        legal_moves (list[PresidentExchangeReturnMove | PresidentExchangeTakeMove | PresidentNextRoundMove |
            PresidentPassMove | PresidentPlayMove | PresidentResignMove]): The mover's legal moves right after the move,
            each postable as it is (none: others act next).
        version (int): The game's version: 1 at creation, one more with every write.
        view (PresidentView): What the caller may see of a President game that has been dealt.
    """

    events: list[
        HandedToBotEvent
        | JoinedEvent
        | PresidentDealtEvent
        | PresidentExchangeReturnedEvent
        | PresidentExchangeTakenEvent
        | PresidentFinishedEvent
        | PresidentGameOverEvent
        | PresidentPassedEvent
        | PresidentPlayedEvent
        | PresidentPlayStartedEvent
        | PresidentResignedEvent
        | PresidentRoundOverEvent
        | PresidentTrickWonEvent
        | PresidentTurnEvent
        | SeatTokenReplacedEvent
        | TakenBackEvent
        | TimedOutEvent
    ]
    kind: Literal["president"]
    legal_moves: list[
        PresidentExchangeReturnMove
        | PresidentExchangeTakeMove
        | PresidentNextRoundMove
        | PresidentPassMove
        | PresidentPlayMove
        | PresidentResignMove
    ]
    version: int
    view: PresidentView

    def to_dict(self) -> dict[str, Any]:
        from ..models.handed_to_bot_event import HandedToBotEvent  # noqa: PLC0415
        from ..models.joined_event import JoinedEvent  # noqa: PLC0415
        from ..models.president_dealt_event import PresidentDealtEvent  # noqa: PLC0415
        from ..models.president_exchange_return_move import PresidentExchangeReturnMove  # noqa: PLC0415
        from ..models.president_exchange_returned_event import (
            PresidentExchangeReturnedEvent,
        )  # noqa: PLC0415
        from ..models.president_exchange_take_move import PresidentExchangeTakeMove  # noqa: PLC0415
        from ..models.president_exchange_taken_event import PresidentExchangeTakenEvent  # noqa: PLC0415
        from ..models.president_finished_event import PresidentFinishedEvent  # noqa: PLC0415
        from ..models.president_game_over_event import PresidentGameOverEvent  # noqa: PLC0415
        from ..models.president_next_round_move import PresidentNextRoundMove  # noqa: PLC0415
        from ..models.president_pass_move import PresidentPassMove  # noqa: PLC0415
        from ..models.president_passed_event import PresidentPassedEvent  # noqa: PLC0415
        from ..models.president_play_move import PresidentPlayMove  # noqa: PLC0415
        from ..models.president_play_started_event import PresidentPlayStartedEvent  # noqa: PLC0415
        from ..models.president_played_event import PresidentPlayedEvent  # noqa: PLC0415
        from ..models.president_resign_move import PresidentResignMove  # noqa: PLC0415
        from ..models.president_resigned_event import PresidentResignedEvent  # noqa: PLC0415
        from ..models.president_round_over_event import PresidentRoundOverEvent  # noqa: PLC0415
        from ..models.president_trick_won_event import PresidentTrickWonEvent  # noqa: PLC0415
        from ..models.president_turn_event import PresidentTurnEvent  # noqa: PLC0415
        from ..models.president_view import PresidentView  # noqa: PLC0415
        from ..models.seat_token_replaced_event import SeatTokenReplacedEvent  # noqa: PLC0415
        from ..models.taken_back_event import TakenBackEvent  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, JoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TimedOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandedToBotEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TakenBackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatTokenReplacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentExchangeTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentExchangeReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentPlayStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentTrickWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentRoundOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PresidentGameOverEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        kind = self.kind

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, PresidentPlayMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, PresidentPassMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, PresidentExchangeTakeMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, PresidentExchangeReturnMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, PresidentNextRoundMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            else:
                legal_moves_item = legal_moves_item_data.to_dict()

            legal_moves.append(legal_moves_item)

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "kind": kind,
                "legal_moves": legal_moves,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.handed_to_bot_event import HandedToBotEvent  # noqa: PLC0415
        from ..models.joined_event import JoinedEvent  # noqa: PLC0415
        from ..models.president_dealt_event import PresidentDealtEvent  # noqa: PLC0415
        from ..models.president_exchange_return_move import PresidentExchangeReturnMove  # noqa: PLC0415
        from ..models.president_exchange_returned_event import (
            PresidentExchangeReturnedEvent,
        )  # noqa: PLC0415
        from ..models.president_exchange_take_move import PresidentExchangeTakeMove  # noqa: PLC0415
        from ..models.president_exchange_taken_event import PresidentExchangeTakenEvent  # noqa: PLC0415
        from ..models.president_finished_event import PresidentFinishedEvent  # noqa: PLC0415
        from ..models.president_game_over_event import PresidentGameOverEvent  # noqa: PLC0415
        from ..models.president_next_round_move import PresidentNextRoundMove  # noqa: PLC0415
        from ..models.president_pass_move import PresidentPassMove  # noqa: PLC0415
        from ..models.president_passed_event import PresidentPassedEvent  # noqa: PLC0415
        from ..models.president_play_move import PresidentPlayMove  # noqa: PLC0415
        from ..models.president_play_started_event import PresidentPlayStartedEvent  # noqa: PLC0415
        from ..models.president_played_event import PresidentPlayedEvent  # noqa: PLC0415
        from ..models.president_resign_move import PresidentResignMove  # noqa: PLC0415
        from ..models.president_resigned_event import PresidentResignedEvent  # noqa: PLC0415
        from ..models.president_round_over_event import PresidentRoundOverEvent  # noqa: PLC0415
        from ..models.president_trick_won_event import PresidentTrickWonEvent  # noqa: PLC0415
        from ..models.president_turn_event import PresidentTurnEvent  # noqa: PLC0415
        from ..models.president_view import PresidentView  # noqa: PLC0415
        from ..models.seat_token_replaced_event import SeatTokenReplacedEvent  # noqa: PLC0415
        from ..models.taken_back_event import TakenBackEvent  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                HandedToBotEvent
                | JoinedEvent
                | PresidentDealtEvent
                | PresidentExchangeReturnedEvent
                | PresidentExchangeTakenEvent
                | PresidentFinishedEvent
                | PresidentGameOverEvent
                | PresidentPassedEvent
                | PresidentPlayedEvent
                | PresidentPlayStartedEvent
                | PresidentResignedEvent
                | PresidentRoundOverEvent
                | PresidentTrickWonEvent
                | PresidentTurnEvent
                | SeatTokenReplacedEvent
                | TakenBackEvent
                | TimedOutEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_0 = JoinedEvent.from_dict(
                        data
                    )

                    return componentsschemas_president_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_1 = TimedOutEvent.from_dict(
                        data
                    )

                    return componentsschemas_president_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_2 = (
                        HandedToBotEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_3 = TakenBackEvent.from_dict(
                        data
                    )

                    return componentsschemas_president_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_4 = (
                        SeatTokenReplacedEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_5 = (
                        PresidentDealtEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_6 = (
                        PresidentExchangeTakenEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_7 = (
                        PresidentExchangeReturnedEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_8 = (
                        PresidentPlayStartedEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_9 = (
                        PresidentPlayedEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_10 = (
                        PresidentPassedEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_11 = (
                        PresidentTurnEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_12 = (
                        PresidentTrickWonEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_13 = (
                        PresidentFinishedEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_14 = (
                        PresidentRoundOverEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_event_type_15 = (
                        PresidentGameOverEvent.from_dict(data)
                    )

                    return componentsschemas_president_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_president_event_type_16 = (
                    PresidentResignedEvent.from_dict(data)
                )

                return componentsschemas_president_event_type_16

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        kind = cast(Literal["president"], d.pop("kind"))
        if kind != "president":
            raise ValueError(f"kind must match const 'president', got '{kind}'")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
                data: object,
            ) -> (
                PresidentExchangeReturnMove
                | PresidentExchangeTakeMove
                | PresidentNextRoundMove
                | PresidentPassMove
                | PresidentPlayMove
                | PresidentResignMove
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_move_type_0 = (
                        PresidentPlayMove.from_dict(data)
                    )

                    return componentsschemas_president_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_move_type_1 = (
                        PresidentPassMove.from_dict(data)
                    )

                    return componentsschemas_president_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_move_type_2 = (
                        PresidentExchangeTakeMove.from_dict(data)
                    )

                    return componentsschemas_president_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_move_type_3 = (
                        PresidentExchangeReturnMove.from_dict(data)
                    )

                    return componentsschemas_president_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_move_type_4 = (
                        PresidentNextRoundMove.from_dict(data)
                    )

                    return componentsschemas_president_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_president_move_type_5 = PresidentResignMove.from_dict(
                    data
                )

                return componentsschemas_president_move_type_5

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        version = d.pop("version")

        view = PresidentView.from_dict(d.pop("view"))

        president_move_result = cls(
            events=events,
            kind=kind,
            legal_moves=legal_moves,
            version=version,
            view=view,
        )

        return president_move_result
