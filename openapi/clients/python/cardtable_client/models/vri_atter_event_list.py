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
    from ..models.taken_back_event import TakenBackEvent
    from ..models.timed_out_event import TimedOutEvent
    from ..models.vri_atter_dealt_event import VriAtterDealtEvent
    from ..models.vri_atter_drew_event import VriAtterDrewEvent
    from ..models.vri_atter_false_knock_event import VriAtterFalseKnockEvent
    from ..models.vri_atter_finished_event import VriAtterFinishedEvent
    from ..models.vri_atter_game_over_event import VriAtterGameOverEvent
    from ..models.vri_atter_knocked_event import VriAtterKnockedEvent
    from ..models.vri_atter_passed_event import VriAtterPassedEvent
    from ..models.vri_atter_played_event import VriAtterPlayedEvent
    from ..models.vri_atter_reshuffled_event import VriAtterReshuffledEvent
    from ..models.vri_atter_resigned_event import VriAtterResignedEvent
    from ..models.vri_atter_turn_event import VriAtterTurnEvent


T = TypeVar("T", bound="VriAtterEventList")


@_attrs_define
class VriAtterEventList:
    """Events of a Vri åtter game after the given seq, oldest first.

    Attributes:
        events (list[HandedToBotEvent | JoinedEvent | SeatTokenReplacedEvent | TakenBackEvent | TimedOutEvent |
            VriAtterDealtEvent | VriAtterDrewEvent | VriAtterFalseKnockEvent | VriAtterFinishedEvent | VriAtterGameOverEvent
            | VriAtterKnockedEvent | VriAtterPassedEvent | VriAtterPlayedEvent | VriAtterReshuffledEvent |
            VriAtterResignedEvent | VriAtterTurnEvent]):
        kind (Literal['vri_atter']):
        next_after (int | None): The `after` of the next page; null: this is the last.
        oldest_seq (int): The first event the service still keeps.
        version (int): The game's version: 1 at creation, one more with every write.
    """

    events: list[
        HandedToBotEvent
        | JoinedEvent
        | SeatTokenReplacedEvent
        | TakenBackEvent
        | TimedOutEvent
        | VriAtterDealtEvent
        | VriAtterDrewEvent
        | VriAtterFalseKnockEvent
        | VriAtterFinishedEvent
        | VriAtterGameOverEvent
        | VriAtterKnockedEvent
        | VriAtterPassedEvent
        | VriAtterPlayedEvent
        | VriAtterReshuffledEvent
        | VriAtterResignedEvent
        | VriAtterTurnEvent
    ]
    kind: Literal["vri_atter"]
    next_after: int | None
    oldest_seq: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.handed_to_bot_event import HandedToBotEvent  # noqa: PLC0415
        from ..models.joined_event import JoinedEvent  # noqa: PLC0415
        from ..models.seat_token_replaced_event import SeatTokenReplacedEvent  # noqa: PLC0415
        from ..models.taken_back_event import TakenBackEvent  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415
        from ..models.vri_atter_dealt_event import VriAtterDealtEvent  # noqa: PLC0415
        from ..models.vri_atter_drew_event import VriAtterDrewEvent  # noqa: PLC0415
        from ..models.vri_atter_false_knock_event import VriAtterFalseKnockEvent  # noqa: PLC0415
        from ..models.vri_atter_finished_event import VriAtterFinishedEvent  # noqa: PLC0415
        from ..models.vri_atter_game_over_event import VriAtterGameOverEvent  # noqa: PLC0415
        from ..models.vri_atter_knocked_event import VriAtterKnockedEvent  # noqa: PLC0415
        from ..models.vri_atter_passed_event import VriAtterPassedEvent  # noqa: PLC0415
        from ..models.vri_atter_played_event import VriAtterPlayedEvent  # noqa: PLC0415
        from ..models.vri_atter_reshuffled_event import VriAtterReshuffledEvent  # noqa: PLC0415
        from ..models.vri_atter_resigned_event import VriAtterResignedEvent  # noqa: PLC0415
        from ..models.vri_atter_turn_event import VriAtterTurnEvent  # noqa: PLC0415

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
            elif isinstance(events_item_data, VriAtterDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VriAtterPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VriAtterDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VriAtterPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VriAtterKnockedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VriAtterFalseKnockEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VriAtterReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VriAtterTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VriAtterFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VriAtterGameOverEvent):
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
        from ..models.taken_back_event import TakenBackEvent  # noqa: PLC0415
        from ..models.timed_out_event import TimedOutEvent  # noqa: PLC0415
        from ..models.vri_atter_dealt_event import VriAtterDealtEvent  # noqa: PLC0415
        from ..models.vri_atter_drew_event import VriAtterDrewEvent  # noqa: PLC0415
        from ..models.vri_atter_false_knock_event import VriAtterFalseKnockEvent  # noqa: PLC0415
        from ..models.vri_atter_finished_event import VriAtterFinishedEvent  # noqa: PLC0415
        from ..models.vri_atter_game_over_event import VriAtterGameOverEvent  # noqa: PLC0415
        from ..models.vri_atter_knocked_event import VriAtterKnockedEvent  # noqa: PLC0415
        from ..models.vri_atter_passed_event import VriAtterPassedEvent  # noqa: PLC0415
        from ..models.vri_atter_played_event import VriAtterPlayedEvent  # noqa: PLC0415
        from ..models.vri_atter_reshuffled_event import VriAtterReshuffledEvent  # noqa: PLC0415
        from ..models.vri_atter_resigned_event import VriAtterResignedEvent  # noqa: PLC0415
        from ..models.vri_atter_turn_event import VriAtterTurnEvent  # noqa: PLC0415

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
                | TakenBackEvent
                | TimedOutEvent
                | VriAtterDealtEvent
                | VriAtterDrewEvent
                | VriAtterFalseKnockEvent
                | VriAtterFinishedEvent
                | VriAtterGameOverEvent
                | VriAtterKnockedEvent
                | VriAtterPassedEvent
                | VriAtterPlayedEvent
                | VriAtterReshuffledEvent
                | VriAtterResignedEvent
                | VriAtterTurnEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_0 = JoinedEvent.from_dict(
                        data
                    )

                    return componentsschemas_vri_atter_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_1 = TimedOutEvent.from_dict(
                        data
                    )

                    return componentsschemas_vri_atter_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_2 = (
                        HandedToBotEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_3 = TakenBackEvent.from_dict(
                        data
                    )

                    return componentsschemas_vri_atter_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_4 = (
                        SeatTokenReplacedEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_5 = (
                        VriAtterDealtEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_6 = (
                        VriAtterPlayedEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_7 = (
                        VriAtterDrewEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_8 = (
                        VriAtterPassedEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_9 = (
                        VriAtterKnockedEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_10 = (
                        VriAtterFalseKnockEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_11 = (
                        VriAtterReshuffledEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_12 = (
                        VriAtterTurnEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_13 = (
                        VriAtterFinishedEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_event_type_14 = (
                        VriAtterGameOverEvent.from_dict(data)
                    )

                    return componentsschemas_vri_atter_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_vri_atter_event_type_15 = (
                    VriAtterResignedEvent.from_dict(data)
                )

                return componentsschemas_vri_atter_event_type_15

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        kind = cast(Literal["vri_atter"], d.pop("kind"))
        if kind != "vri_atter":
            raise ValueError(f"kind must match const 'vri_atter', got '{kind}'")

        def _parse_next_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_after = _parse_next_after(d.pop("next_after"))

        oldest_seq = d.pop("oldest_seq")

        version = d.pop("version")

        vri_atter_event_list = cls(
            events=events,
            kind=kind,
            next_after=next_after,
            oldest_seq=oldest_seq,
            version=version,
        )

        return vri_atter_event_list
