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
    from ..models.slyng_attack_move import SlyngAttackMove
    from ..models.slyng_attacked_event import SlyngAttackedEvent
    from ..models.slyng_beat_move import SlyngBeatMove
    from ..models.slyng_bout_resolved_event import SlyngBoutResolvedEvent
    from ..models.slyng_dealt_event import SlyngDealtEvent
    from ..models.slyng_defend_move import SlyngDefendMove
    from ..models.slyng_drew_event import SlyngDrewEvent
    from ..models.slyng_finished_event import SlyngFinishedEvent
    from ..models.slyng_game_over_event import SlyngGameOverEvent
    from ..models.slyng_resign_move import SlyngResignMove
    from ..models.slyng_resigned_event import SlyngResignedEvent
    from ..models.slyng_roles_event import SlyngRolesEvent
    from ..models.slyng_take_move import SlyngTakeMove
    from ..models.slyng_view import SlyngView
    from ..models.taken_back_event import TakenBackEvent
    from ..models.timed_out_event import TimedOutEvent


T = TypeVar("T", bound="SlyngMoveResult")


@_attrs_define
class SlyngMoveResult:
    """An accepted Slyng move.

    Attributes:
        events (list[HandedToBotEvent | JoinedEvent | SeatTokenReplacedEvent | SlyngAnsweredEvent | SlyngAttackedEvent |
            SlyngBoutResolvedEvent | SlyngDealtEvent | SlyngDrewEvent | SlyngFinishedEvent | SlyngGameOverEvent |
            SlyngResignedEvent | SlyngRolesEvent | TakenBackEvent | TimedOutEvent]): The events the move caused, as the
            mover may see them.
        kind (Literal['slyng']):
        legal_moves (list[SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngResignMove | SlyngTakeMove]): The
            mover's legal moves right after the move, each postable as it is (none: others act next).
        version (int): The game's version: 1 at creation, one more with every write.
        view (SlyngView): What the caller may see of a Slyng game that has been dealt.
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
    legal_moves: list[
        SlyngAttackMove
        | SlyngBeatMove
        | SlyngDefendMove
        | SlyngResignMove
        | SlyngTakeMove
    ]
    version: int
    view: SlyngView

    def to_dict(self) -> dict[str, Any]:
        from ..models.handed_to_bot_event import HandedToBotEvent  # noqa: PLC0415
        from ..models.joined_event import JoinedEvent  # noqa: PLC0415
        from ..models.seat_token_replaced_event import SeatTokenReplacedEvent  # noqa: PLC0415
        from ..models.slyng_answered_event import SlyngAnsweredEvent  # noqa: PLC0415
        from ..models.slyng_attack_move import SlyngAttackMove  # noqa: PLC0415
        from ..models.slyng_attacked_event import SlyngAttackedEvent  # noqa: PLC0415
        from ..models.slyng_beat_move import SlyngBeatMove  # noqa: PLC0415
        from ..models.slyng_bout_resolved_event import SlyngBoutResolvedEvent  # noqa: PLC0415
        from ..models.slyng_dealt_event import SlyngDealtEvent  # noqa: PLC0415
        from ..models.slyng_defend_move import SlyngDefendMove  # noqa: PLC0415
        from ..models.slyng_drew_event import SlyngDrewEvent  # noqa: PLC0415
        from ..models.slyng_finished_event import SlyngFinishedEvent  # noqa: PLC0415
        from ..models.slyng_game_over_event import SlyngGameOverEvent  # noqa: PLC0415
        from ..models.slyng_resign_move import SlyngResignMove  # noqa: PLC0415
        from ..models.slyng_resigned_event import SlyngResignedEvent  # noqa: PLC0415
        from ..models.slyng_roles_event import SlyngRolesEvent  # noqa: PLC0415
        from ..models.slyng_take_move import SlyngTakeMove  # noqa: PLC0415
        from ..models.slyng_view import SlyngView  # noqa: PLC0415
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

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, SlyngAttackMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, SlyngDefendMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, SlyngBeatMove):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, SlyngTakeMove):
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
        from ..models.seat_token_replaced_event import SeatTokenReplacedEvent  # noqa: PLC0415
        from ..models.slyng_answered_event import SlyngAnsweredEvent  # noqa: PLC0415
        from ..models.slyng_attack_move import SlyngAttackMove  # noqa: PLC0415
        from ..models.slyng_attacked_event import SlyngAttackedEvent  # noqa: PLC0415
        from ..models.slyng_beat_move import SlyngBeatMove  # noqa: PLC0415
        from ..models.slyng_bout_resolved_event import SlyngBoutResolvedEvent  # noqa: PLC0415
        from ..models.slyng_dealt_event import SlyngDealtEvent  # noqa: PLC0415
        from ..models.slyng_defend_move import SlyngDefendMove  # noqa: PLC0415
        from ..models.slyng_drew_event import SlyngDrewEvent  # noqa: PLC0415
        from ..models.slyng_finished_event import SlyngFinishedEvent  # noqa: PLC0415
        from ..models.slyng_game_over_event import SlyngGameOverEvent  # noqa: PLC0415
        from ..models.slyng_resign_move import SlyngResignMove  # noqa: PLC0415
        from ..models.slyng_resigned_event import SlyngResignedEvent  # noqa: PLC0415
        from ..models.slyng_roles_event import SlyngRolesEvent  # noqa: PLC0415
        from ..models.slyng_take_move import SlyngTakeMove  # noqa: PLC0415
        from ..models.slyng_view import SlyngView  # noqa: PLC0415
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

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
                data: object,
            ) -> (
                SlyngAttackMove
                | SlyngBeatMove
                | SlyngDefendMove
                | SlyngResignMove
                | SlyngTakeMove
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_move_type_0 = SlyngAttackMove.from_dict(
                        data
                    )

                    return componentsschemas_slyng_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_move_type_1 = SlyngDefendMove.from_dict(
                        data
                    )

                    return componentsschemas_slyng_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_move_type_2 = SlyngBeatMove.from_dict(data)

                    return componentsschemas_slyng_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_slyng_move_type_3 = SlyngTakeMove.from_dict(data)

                    return componentsschemas_slyng_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_slyng_move_type_4 = SlyngResignMove.from_dict(data)

                return componentsschemas_slyng_move_type_4

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        version = d.pop("version")

        view = SlyngView.from_dict(d.pop("view"))

        slyng_move_result = cls(
            events=events,
            kind=kind,
            legal_moves=legal_moves,
            version=version,
            view=view,
        )

        return slyng_move_result
