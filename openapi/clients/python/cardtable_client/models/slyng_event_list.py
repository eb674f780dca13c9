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
    from ..models.seat_token_replaced_event import SeatTokenReplacedEvent
    from ..models.slyng_answered_event import SlyngAnsweredEvent
    from ..models.slyng_attacked_event import SlyngAttackedEvent
    from ..models.slyng_bout_resolved_event import SlyngBoutResolvedEvent
    from ..models.slyng_dealt_event import SlyngDealtEvent
    from ..models.slyng_drew_event import SlyngDrewEvent
    from ..models.slyng_finished_event import SlyngFinishedEvent
    from ..models.slyng_game_over_event import SlyngGameOverEvent
    from ..models.slyng_resigned_event import SlyngResignedEvent
    from ..models.slyng_roles_event import SlyngRolesEvent
    from ..models.taken_back_event import TakenBackEvent
    from ..models.timed_out_event import TimedOutEvent


T = TypeVar("T", bound="SlyngEventList")


@_attrs_define
class SlyngEventList:
    """Events of a Slyng game after the given seq, oldest first.

    Attributes:
        events (list[HandedToBotEvent | JoinedEvent | SeatTokenReplacedEvent | SlyngAnsweredEvent | SlyngAttackedEvent |
            SlyngBoutResolvedEvent | SlyngDealtEvent | SlyngDrewEvent | SlyngFinishedEvent | SlyngGameOverEvent |
            SlyngResignedEvent | SlyngRolesEvent | TakenBackEvent | TimedOutEvent]):
        kind (Literal['slyng']):
        next_after (int | None): The `after` of the next page; null: this is the last.
        oldest_seq (int): The first event the service still keeps.
        version (int): The game's version: 1 at creation, one more with every write.
    """

    events: list[
        HandedToBotEvent
        | JoinedEvent
        | SeatTokenReplacedEvent
        | SlyngAnsweredEvent
        | SlyngAttackedEvent
        | SlyngBoutResolvedEvent
        | SlyngDealtEvent
        | SlyngDrewEvent
        | SlyngFinishedEvent
        | SlyngGameOverEvent
        | SlyngResignedEvent
        | SlyngRolesEvent
        | TakenBackEvent
        | TimedOutEvent
    ]
    kind: Literal["slyng"]
    next_after: int | None
    oldest_seq: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.handed_to_bot_event import HandedToBotEvent  # noqa: PLC0415
        from ..models.joined_event import JoinedEvent  # noqa: PLC0415
        from ..models.seat_token_replaced_event import SeatTokenReplacedEvent  # noqa: PLC0415
        from ..models.slyng_answered_event import SlyngAnsweredEvent  # noqa: PLC0415
        from ..models.slyng_attacked_event import SlyngAttackedEvent  # noqa: PLC0415
        from ..models.slyng_bout_resolved_event import SlyngBoutResolvedEvent  # noqa: PLC0415
        from ..models.slyng_dealt_event import SlyngDealtEvent  # noqa: PLC0415
        from ..models.slyng_drew_event import SlyngDrewEvent  # noqa: PLC0415
        from ..models.slyng_finished_event import SlyngFinishedEvent  # noqa: PLC0415
        from ..models.slyng_game_over_event import SlyngGameOverEvent  # noqa: PLC0415
        from ..models.slyng_resigned_event import SlyngResignedEvent  # noqa: PLC0415
        from ..models.slyng_roles_event import SlyngRolesEvent  # noqa: PLC0415
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
            elif isinstance(events_item_data, SlyngDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SlyngAttackedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SlyngAnsweredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SlyngBoutResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SlyngDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SlyngRolesEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SlyngFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SlyngGameOverEvent):
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
        from ..models.seat_token_replaced_event import SeatTokenReplacedEvent  # noqa: PLC0415
        from ..models.slyng_answered_event import SlyngAnsweredEvent  # noqa: PLC0415
        from ..models.slyng_attacked_event import SlyngAttackedEvent  # noqa: PLC0415
        from ..models.slyng_bout_resolved_event import SlyngBoutResolvedEvent  # noqa: PLC0415
        from ..models.slyng_dealt_event import SlyngDealtEvent  # noqa: PLC0415
        from ..models.slyng_drew_event import SlyngDrewEvent  # noqa: PLC0415
        from ..models.slyng_finished_event import SlyngFinishedEvent  # noqa: PLC0415
        from ..models.slyng_game_over_event import SlyngGameOverEvent  # noqa: PLC0415
        from ..models.slyng_resigned_event import SlyngResignedEvent  # noqa: PLC0415
        from ..models.slyng_roles_event import SlyngRolesEvent  # noqa: PLC0415
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
                | SeatTokenReplacedEvent
                | SlyngAnsweredEvent
                | SlyngAttackedEvent
                | SlyngBoutResolvedEvent
                | SlyngDealtEvent
                | SlyngDrewEvent
                | SlyngFinishedEvent
                | SlyngGameOverEvent
                | SlyngResignedEvent
                | SlyngRolesEvent
                | TakenBackEvent
                | TimedOutEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_0 = JoinedEvent.from_dict(data)

                    return componentsschemas_slyng_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_1 = TimedOutEvent.from_dict(data)

                    return componentsschemas_slyng_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_2 = HandedToBotEvent.from_dict(
                        data
                    )

                    return componentsschemas_slyng_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_3 = TakenBackEvent.from_dict(
                        data
                    )

                    return componentsschemas_slyng_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_4 = (
                        SeatTokenReplacedEvent.from_dict(data)
                    )

                    return componentsschemas_slyng_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_5 = SlyngDealtEvent.from_dict(
                        data
                    )

                    return componentsschemas_slyng_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_6 = SlyngAttackedEvent.from_dict(
                        data
                    )

                    return componentsschemas_slyng_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_7 = SlyngAnsweredEvent.from_dict(
                        data
                    )

                    return componentsschemas_slyng_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_8 = (
                        SlyngBoutResolvedEvent.from_dict(data)
                    )

                    return componentsschemas_slyng_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_9 = SlyngDrewEvent.from_dict(
                        data
                    )

                    return componentsschemas_slyng_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_10 = SlyngRolesEvent.from_dict(
                        data
                    )

                    return componentsschemas_slyng_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_11 = (
                        SlyngFinishedEvent.from_dict(data)
                    )

                    return componentsschemas_slyng_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_event_type_12 = (
                        SlyngGameOverEvent.from_dict(data)
                    )

                    return componentsschemas_slyng_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_slyng_event_type_13 = SlyngResignedEvent.from_dict(
                    data
                )

                return componentsschemas_slyng_event_type_13

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        kind = cast(Literal["slyng"], d.pop("kind"))
        if kind != "slyng":
            raise ValueError(f"kind must match const 'slyng', got '{kind}'")

        def _parse_next_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_after = _parse_next_after(d.pop("next_after"))

        oldest_seq = d.pop("oldest_seq")

        version = d.pop("version")

        slyng_event_list = cls(
            events=events,
            kind=kind,
            next_after=next_after,
            oldest_seq=oldest_seq,
            version=version,
        )

        return slyng_event_list
