from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.president_record_move_by import PresidentRecordMoveBy
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.president_exchange_return_move import PresidentExchangeReturnMove
    from ..models.president_exchange_take_move import PresidentExchangeTakeMove
    from ..models.president_next_round_move import PresidentNextRoundMove
    from ..models.president_pass_move import PresidentPassMove
    from ..models.president_play_move import PresidentPlayMove
    from ..models.president_resign_move import PresidentResignMove


T = TypeVar("T", bound="PresidentRecordMove")


@_attrs_define
class PresidentRecordMove:
    """A move of a President record.

    Attributes:
        move (PresidentExchangeReturnMove | PresidentExchangeTakeMove | PresidentNextRoundMove | PresidentPassMove |
            PresidentPlayMove | PresidentResignMove): A move in President.
        seat (int):
        by (PresidentRecordMoveBy | Unset): Who made the move, when not the person in the seat: the seat's bot, or the
            turn clock for a seat out of time.
    """

    move: (
        PresidentExchangeReturnMove
        | PresidentExchangeTakeMove
        | PresidentNextRoundMove
        | PresidentPassMove
        | PresidentPlayMove
        | PresidentResignMove
    )
    seat: int
    by: PresidentRecordMoveBy | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.president_exchange_return_move import PresidentExchangeReturnMove  # noqa: PLC0415
        from ..models.president_exchange_take_move import PresidentExchangeTakeMove  # noqa: PLC0415
        from ..models.president_next_round_move import PresidentNextRoundMove  # noqa: PLC0415
        from ..models.president_pass_move import PresidentPassMove  # noqa: PLC0415
        from ..models.president_play_move import PresidentPlayMove  # noqa: PLC0415
        from ..models.president_resign_move import PresidentResignMove  # noqa: PLC0415

        move: dict[str, Any]
        if isinstance(self.move, PresidentPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PresidentPassMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PresidentExchangeTakeMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PresidentExchangeReturnMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PresidentNextRoundMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        seat = self.seat

        by: str | Unset = UNSET
        if not isinstance(self.by, Unset):
            by = self.by.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
                "seat": seat,
            }
        )
        if by is not UNSET:
            field_dict["by"] = by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.president_exchange_return_move import PresidentExchangeReturnMove  # noqa: PLC0415
        from ..models.president_exchange_take_move import PresidentExchangeTakeMove  # noqa: PLC0415
        from ..models.president_next_round_move import PresidentNextRoundMove  # noqa: PLC0415
        from ..models.president_pass_move import PresidentPassMove  # noqa: PLC0415
        from ..models.president_play_move import PresidentPlayMove  # noqa: PLC0415
        from ..models.president_resign_move import PresidentResignMove  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_move(
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
                componentsschemas_president_move_type_0 = PresidentPlayMove.from_dict(
                    data
                )

                return componentsschemas_president_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_president_move_type_1 = PresidentPassMove.from_dict(
                    data
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

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        _by = d.pop("by", UNSET)
        by: PresidentRecordMoveBy | Unset
        if isinstance(_by, Unset):
            by = UNSET
        else:
            by = PresidentRecordMoveBy(_by)

        president_record_move = cls(
            move=move,
            seat=seat,
            by=by,
        )

        return president_record_move
