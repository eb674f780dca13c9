from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.dac_dac_called_event import DacDacCalledEvent
    from ..models.dac_dealt_event import DacDealtEvent
    from ..models.dac_discarded_event import DacDiscardedEvent
    from ..models.dac_drew_event import DacDrewEvent
    from ..models.dac_game_over_event import DacGameOverEvent
    from ..models.dac_jack_swap_event import DacJackSwapEvent
    from ..models.dac_peeked_event import DacPeekedEvent
    from ..models.dac_penalty_event import DacPenaltyEvent
    from ..models.dac_penalty_skipped_event import DacPenaltySkippedEvent
    from ..models.dac_power_event import DacPowerEvent
    from ..models.dac_power_skipped_event import DacPowerSkippedEvent
    from ..models.dac_queen_peek_event import DacQueenPeekEvent
    from ..models.dac_replaced_event import DacReplacedEvent
    from ..models.dac_reshuffled_event import DacReshuffledEvent
    from ..models.dac_resigned_event import DacResignedEvent
    from ..models.dac_revealed_event import DacRevealedEvent
    from ..models.dac_snap_failed_event import DacSnapFailedEvent
    from ..models.dac_snap_passed_event import DacSnapPassedEvent
    from ..models.dac_snap_window_closed_event import DacSnapWindowClosedEvent
    from ..models.dac_snap_window_event import DacSnapWindowEvent
    from ..models.dac_snapped_event import DacSnappedEvent
    from ..models.dac_took_discard_event import DacTookDiscardEvent
    from ..models.dac_turn_event import DacTurnEvent
    from ..models.handed_to_bot_event import HandedToBotEvent
    from ..models.joined_event import JoinedEvent
    from ..models.seat_token_replaced_event import SeatTokenReplacedEvent
    from ..models.taken_back_event import TakenBackEvent
    from ..models.timed_out_event import TimedOutEvent


T = TypeVar("T", bound="DacEventList")


@_attrs_define
class DacEventList:
    """Events of a Dač game after the given seq, oldest first.

    Attributes:
        events (list[DacDacCalledEvent | DacDealtEvent | DacDiscardedEvent | DacDrewEvent | DacGameOverEvent |
            DacJackSwapEvent | DacPeekedEvent | DacPenaltyEvent | DacPenaltySkippedEvent | DacPowerEvent |
            DacPowerSkippedEvent | DacQueenPeekEvent | DacReplacedEvent | DacReshuffledEvent | DacResignedEvent |
            DacRevealedEvent | DacSnapFailedEvent | DacSnapPassedEvent | DacSnappedEvent | DacSnapWindowClosedEvent |
            DacSnapWindowEvent | DacTookDiscardEvent | DacTurnEvent | HandedToBotEvent | JoinedEvent |
            SeatTokenReplacedEvent | TakenBackEvent | TimedOutEvent]):
        kind (Literal['dac']):
        next_after (int | None): The `after` of the next page; null: this is the last.
        oldest_seq (int): The first event the service still keeps.
        version (int): The game's version: 1 at creation, one more with every write.
    """

    events: list[
        DacDacCalledEvent
        | DacDealtEvent
        | DacDiscardedEvent
        | DacDrewEvent
        | DacGameOverEvent
        | DacJackSwapEvent
        | DacPeekedEvent
        | DacPenaltyEvent
        | DacPenaltySkippedEvent
        | DacPowerEvent
        | DacPowerSkippedEvent
        | DacQueenPeekEvent
        | DacReplacedEvent
        | DacReshuffledEvent
        | DacResignedEvent
        | DacRevealedEvent
        | DacSnapFailedEvent
        | DacSnapPassedEvent
        | DacSnappedEvent
        | DacSnapWindowClosedEvent
        | DacSnapWindowEvent
        | DacTookDiscardEvent
        | DacTurnEvent
        | HandedToBotEvent
        | JoinedEvent
        | SeatTokenReplacedEvent
        | TakenBackEvent
        | TimedOutEvent
    ]
    kind: Literal["dac"]
    next_after: int | None
    oldest_seq: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.dac_dac_called_event import DacDacCalledEvent  # noqa: PLC0415
        from ..models.dac_dealt_event import DacDealtEvent  # noqa: PLC0415
        from ..models.dac_discarded_event import DacDiscardedEvent  # noqa: PLC0415
        from ..models.dac_drew_event import DacDrewEvent  # noqa: PLC0415
        from ..models.dac_game_over_event import DacGameOverEvent  # noqa: PLC0415
        from ..models.dac_jack_swap_event import DacJackSwapEvent  # noqa: PLC0415
        from ..models.dac_peeked_event import DacPeekedEvent  # noqa: PLC0415
        from ..models.dac_penalty_event import DacPenaltyEvent  # noqa: PLC0415
        from ..models.dac_penalty_skipped_event import DacPenaltySkippedEvent  # noqa: PLC0415
        from ..models.dac_power_event import DacPowerEvent  # noqa: PLC0415
        from ..models.dac_power_skipped_event import DacPowerSkippedEvent  # noqa: PLC0415
        from ..models.dac_queen_peek_event import DacQueenPeekEvent  # noqa: PLC0415
        from ..models.dac_replaced_event import DacReplacedEvent  # noqa: PLC0415
        from ..models.dac_reshuffled_event import DacReshuffledEvent  # noqa: PLC0415
        from ..models.dac_resigned_event import DacResignedEvent  # noqa: PLC0415
        from ..models.dac_revealed_event import DacRevealedEvent  # noqa: PLC0415
        from ..models.dac_snap_failed_event import DacSnapFailedEvent  # noqa: PLC0415
        from ..models.dac_snap_passed_event import DacSnapPassedEvent  # noqa: PLC0415
        from ..models.dac_snap_window_closed_event import DacSnapWindowClosedEvent  # noqa: PLC0415
        from ..models.dac_snap_window_event import DacSnapWindowEvent  # noqa: PLC0415
        from ..models.dac_snapped_event import DacSnappedEvent  # noqa: PLC0415
        from ..models.dac_took_discard_event import DacTookDiscardEvent  # noqa: PLC0415
        from ..models.dac_turn_event import DacTurnEvent  # noqa: PLC0415
        from ..models.handed_to_bot_event import HandedToBotEvent  # noqa: PLC0415
        from ..models.joined_event import JoinedEvent  # noqa: PLC0415
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
            elif isinstance(events_item_data, DacDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacPeekedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacTookDiscardEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacReplacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacDacCalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacPowerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacPowerSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacQueenPeekEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacJackSwapEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacSnapWindowEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacSnapWindowClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacSnapPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacSnappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacSnapFailedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacPenaltyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacPenaltySkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DacGameOverEvent):
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
        from ..models.dac_dac_called_event import DacDacCalledEvent  # noqa: PLC0415
        from ..models.dac_dealt_event import DacDealtEvent  # noqa: PLC0415
        from ..models.dac_discarded_event import DacDiscardedEvent  # noqa: PLC0415
        from ..models.dac_drew_event import DacDrewEvent  # noqa: PLC0415
        from ..models.dac_game_over_event import DacGameOverEvent  # noqa: PLC0415
        from ..models.dac_jack_swap_event import DacJackSwapEvent  # noqa: PLC0415
        from ..models.dac_peeked_event import DacPeekedEvent  # noqa: PLC0415
        from ..models.dac_penalty_event import DacPenaltyEvent  # noqa: PLC0415
        from ..models.dac_penalty_skipped_event import DacPenaltySkippedEvent  # noqa: PLC0415
        from ..models.dac_power_event import DacPowerEvent  # noqa: PLC0415
        from ..models.dac_power_skipped_event import DacPowerSkippedEvent  # noqa: PLC0415
        from ..models.dac_queen_peek_event import DacQueenPeekEvent  # noqa: PLC0415
        from ..models.dac_replaced_event import DacReplacedEvent  # noqa: PLC0415
        from ..models.dac_reshuffled_event import DacReshuffledEvent  # noqa: PLC0415
        from ..models.dac_resigned_event import DacResignedEvent  # noqa: PLC0415
        from ..models.dac_revealed_event import DacRevealedEvent  # noqa: PLC0415
        from ..models.dac_snap_failed_event import DacSnapFailedEvent  # noqa: PLC0415
        from ..models.dac_snap_passed_event import DacSnapPassedEvent  # noqa: PLC0415
        from ..models.dac_snap_window_closed_event import DacSnapWindowClosedEvent  # noqa: PLC0415
        from ..models.dac_snap_window_event import DacSnapWindowEvent  # noqa: PLC0415
        from ..models.dac_snapped_event import DacSnappedEvent  # noqa: PLC0415
        from ..models.dac_took_discard_event import DacTookDiscardEvent  # noqa: PLC0415
        from ..models.dac_turn_event import DacTurnEvent  # noqa: PLC0415
        from ..models.handed_to_bot_event import HandedToBotEvent  # noqa: PLC0415
        from ..models.joined_event import JoinedEvent  # noqa: PLC0415
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
                DacDacCalledEvent
                | DacDealtEvent
                | DacDiscardedEvent
                | DacDrewEvent
                | DacGameOverEvent
                | DacJackSwapEvent
                | DacPeekedEvent
                | DacPenaltyEvent
                | DacPenaltySkippedEvent
                | DacPowerEvent
                | DacPowerSkippedEvent
                | DacQueenPeekEvent
                | DacReplacedEvent
                | DacReshuffledEvent
                | DacResignedEvent
                | DacRevealedEvent
                | DacSnapFailedEvent
                | DacSnapPassedEvent
                | DacSnappedEvent
                | DacSnapWindowClosedEvent
                | DacSnapWindowEvent
                | DacTookDiscardEvent
                | DacTurnEvent
                | HandedToBotEvent
                | JoinedEvent
                | SeatTokenReplacedEvent
                | TakenBackEvent
                | TimedOutEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_0 = JoinedEvent.from_dict(data)

                    return componentsschemas_dac_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_1 = TimedOutEvent.from_dict(data)

                    return componentsschemas_dac_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_2 = HandedToBotEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_3 = TakenBackEvent.from_dict(data)

                    return componentsschemas_dac_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_4 = (
                        SeatTokenReplacedEvent.from_dict(data)
                    )

                    return componentsschemas_dac_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_5 = DacDealtEvent.from_dict(data)

                    return componentsschemas_dac_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_6 = DacPeekedEvent.from_dict(data)

                    return componentsschemas_dac_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_7 = DacTurnEvent.from_dict(data)

                    return componentsschemas_dac_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_8 = DacDrewEvent.from_dict(data)

                    return componentsschemas_dac_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_9 = DacTookDiscardEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_10 = DacReshuffledEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_11 = DacReplacedEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_12 = DacDiscardedEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_13 = DacDacCalledEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_14 = DacPowerEvent.from_dict(data)

                    return componentsschemas_dac_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_15 = (
                        DacPowerSkippedEvent.from_dict(data)
                    )

                    return componentsschemas_dac_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_16 = DacQueenPeekEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_17 = DacJackSwapEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_18 = DacSnapWindowEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_19 = (
                        DacSnapWindowClosedEvent.from_dict(data)
                    )

                    return componentsschemas_dac_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_20 = DacSnapPassedEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_21 = DacSnappedEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_22 = DacSnapFailedEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_23 = DacPenaltyEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_24 = (
                        DacPenaltySkippedEvent.from_dict(data)
                    )

                    return componentsschemas_dac_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_25 = DacRevealedEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dac_event_type_26 = DacGameOverEvent.from_dict(
                        data
                    )

                    return componentsschemas_dac_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_event_type_27 = DacResignedEvent.from_dict(data)

                return componentsschemas_dac_event_type_27

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        kind = cast(Literal["dac"], d.pop("kind"))
        if kind != "dac":
            raise ValueError(f"kind must match const 'dac', got '{kind}'")

        def _parse_next_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_after = _parse_next_after(d.pop("next_after"))

        oldest_seq = d.pop("oldest_seq")

        version = d.pop("version")

        dac_event_list = cls(
            events=events,
            kind=kind,
            next_after=next_after,
            oldest_seq=oldest_seq,
            version=version,
        )

        return dac_event_list
