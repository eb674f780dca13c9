from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.slyng_record_move_by import SlyngRecordMoveBy
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.slyng_attack_move import SlyngAttackMove
    from ..models.slyng_beat_move import SlyngBeatMove
    from ..models.slyng_defend_move import SlyngDefendMove
    from ..models.slyng_resign_move import SlyngResignMove
    from ..models.slyng_take_move import SlyngTakeMove


T = TypeVar("T", bound="SlyngRecordMove")


@_attrs_define
class SlyngRecordMove:
    """A move of a Slyng record.

    Attributes:
        move (SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngResignMove | SlyngTakeMove): A move in Slyng.
        seat (int):
        by (SlyngRecordMoveBy | Unset): Who made the move, when not the person in the seat: the seat's bot, or the turn
            clock for a seat out of time.
    """

    move: (
        SlyngAttackMove
        | SlyngBeatMove
        | SlyngDefendMove
        | SlyngResignMove
        | SlyngTakeMove
    )
    seat: int
    by: SlyngRecordMoveBy | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.slyng_attack_move import SlyngAttackMove  # noqa: PLC0415
        from ..models.slyng_beat_move import SlyngBeatMove  # noqa: PLC0415
        from ..models.slyng_defend_move import SlyngDefendMove  # noqa: PLC0415
        from ..models.slyng_resign_move import SlyngResignMove  # noqa: PLC0415
        from ..models.slyng_take_move import SlyngTakeMove  # noqa: PLC0415

        move: dict[str, Any]
        if isinstance(self.move, SlyngAttackMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SlyngDefendMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SlyngBeatMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SlyngTakeMove):
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
        from ..models.slyng_attack_move import SlyngAttackMove  # noqa: PLC0415
        from ..models.slyng_beat_move import SlyngBeatMove  # noqa: PLC0415
        from ..models.slyng_defend_move import SlyngDefendMove  # noqa: PLC0415
        from ..models.slyng_resign_move import SlyngResignMove  # noqa: PLC0415
        from ..models.slyng_take_move import SlyngTakeMove  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_move(
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
                componentsschemas_slyng_move_type_0 = SlyngAttackMove.from_dict(data)

                return componentsschemas_slyng_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_slyng_move_type_1 = SlyngDefendMove.from_dict(data)

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

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        _by = d.pop("by", UNSET)
        by: SlyngRecordMoveBy | Unset
        if isinstance(_by, Unset):
            by = UNSET
        else:
            by = SlyngRecordMoveBy(_by)

        slyng_record_move = cls(
            move=move,
            seat=seat,
            by=by,
        )

        return slyng_record_move
