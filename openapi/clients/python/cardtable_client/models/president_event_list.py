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
    from ..models.president_exchange_returned_event import (
        PresidentExchangeReturnedEvent,
    )
    from ..models.president_exchange_taken_event import PresidentExchangeTakenEvent
    from ..models.president_finished_event import PresidentFinishedEvent
    from ..models.president_game_over_event import PresidentGameOverEvent
    from ..models.president_passed_event import PresidentPassedEvent
    from ..models.president_play_started_event import PresidentPlayStartedEvent
    from ..models.president_played_event import PresidentPlayedEvent
    from ..models.president_resigned_event import PresidentResignedEvent
    from ..models.president_round_over_event import PresidentRoundOverEvent
    from ..models.president_trick_won_event import PresidentTrickWonEvent
    from ..models.president_turn_event import PresidentTurnEvent
    from ..models.seat_token_replaced_event import SeatTokenReplacedEvent
    from ..models.taken_back_event import TakenBackEvent
    from ..models.timed_out_event import TimedOutEvent


T = TypeVar("T", bound="PresidentEventList")


@_attrs_define
class PresidentEventList:
    """Events of a President game after the given seq, oldest first.

    Attributes:
        events (list[HandedToBotEvent | JoinedEvent | PresidentDealtEvent | PresidentExchangeReturnedEvent |
            PresidentExchangeTakenEvent | PresidentFinishedEvent | PresidentGameOverEvent | PresidentPassedEvent |
            PresidentPlayedEvent | PresidentPlayStartedEvent | PresidentResignedEvent | PresidentRoundOverEvent |
            PresidentTrickWonEvent | PresidentTurnEvent | SeatTokenReplacedEvent | TakenBackEvent | TimedOutEvent]):
        kind (Literal['president']):
        next_after (int | None): The `after` of the next page; null: this is the last.
        oldest_seq (int): The first event the service still keeps.
        version (int): The game's version: 1 at creation, one more with every write.
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
    next_after: int | None
    oldest_seq: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.handed_to_bot_event import HandedToBotEvent  # noqa: PLC0415
        from ..models.joined_event import JoinedEvent  # noqa: PLC0415
        from ..models.president_dealt_event import PresidentDealtEvent  # noqa: PLC0415
        from ..models.president_exchange_returned_event import (
            PresidentExchangeReturnedEvent,
        )  # noqa: PLC0415
        from ..models.president_exchange_taken_event import PresidentExchangeTakenEvent  # noqa: PLC0415
        from ..models.president_finished_event import PresidentFinishedEvent  # noqa: PLC0415
        from ..models.president_game_over_event import PresidentGameOverEvent  # noqa: PLC0415
        from ..models.president_passed_event import PresidentPassedEvent  # noqa: PLC0415
        from ..models.president_play_started_event import PresidentPlayStartedEvent  # noqa: PLC0415
        from ..models.president_played_event import PresidentPlayedEvent  # noqa: PLC0415
        from ..models.president_resigned_event import PresidentResignedEvent  # noqa: PLC0415
        from ..models.president_round_over_event import PresidentRoundOverEvent  # noqa: PLC0415
        from ..models.president_trick_won_event import PresidentTrickWonEvent  # noqa: PLC0415
        from ..models.president_turn_event import PresidentTurnEvent  # noqa: PLC0415
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

        next_after: int | None
        next_after = self.next_after

        oldest_seq = self.oldest_seq

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "kind": kind,
                "next_after": next_after,
                "oldest_seq": oldest_seq,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.handed_to_bot_event import HandedToBotEvent  # noqa: PLC0415
        from ..models.joined_event import JoinedEvent  # noqa: PLC0415
        from ..models.president_dealt_event import PresidentDealtEvent  # noqa: PLC0415
        from ..models.president_exchange_returned_event import (
            PresidentExchangeReturnedEvent,
        )  # noqa: PLC0415
        from ..models.president_exchange_taken_event import PresidentExchangeTakenEvent  # noqa: PLC0415
        from ..models.president_finished_event import PresidentFinishedEvent  # noqa: PLC0415
        from ..models.president_game_over_event import PresidentGameOverEvent  # noqa: PLC0415
        from ..models.president_passed_event import PresidentPassedEvent  # noqa: PLC0415
        from ..models.president_play_started_event import PresidentPlayStartedEvent  # noqa: PLC0415
        from ..models.president_played_event import PresidentPlayedEvent  # noqa: PLC0415
        from ..models.president_resigned_event import PresidentResignedEvent  # noqa: PLC0415
        from ..models.president_round_over_event import PresidentRoundOverEvent  # noqa: PLC0415
        from ..models.president_trick_won_event import PresidentTrickWonEvent  # noqa: PLC0415
        from ..models.president_turn_event import PresidentTurnEvent  # noqa: PLC0415
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

        def _parse_next_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_after = _parse_next_after(d.pop("next_after"))

        oldest_seq = d.pop("oldest_seq")

        version = d.pop("version")

        president_event_list = cls(
            events=events,
            kind=kind,
            next_after=next_after,
            oldest_seq=oldest_seq,
            version=version,
        )

        return president_event_list
