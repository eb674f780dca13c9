from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.vri_atter_record_move_by import VriAtterRecordMoveBy
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.vri_atter_draw_move import VriAtterDrawMove
    from ..models.vri_atter_knock_move import VriAtterKnockMove
    from ..models.vri_atter_pass_move import VriAtterPassMove
    from ..models.vri_atter_play_combo_move import VriAtterPlayComboMove
    from ..models.vri_atter_play_move import VriAtterPlayMove
    from ..models.vri_atter_play_same_rank_move import VriAtterPlaySameRankMove
    from ..models.vri_atter_resign_move import VriAtterResignMove


T = TypeVar("T", bound="VriAtterRecordMove")


@_attrs_define
class VriAtterRecordMove:
    """A move of a Vri åtter record.

    Attributes:
        move (VriAtterDrawMove | VriAtterKnockMove | VriAtterPassMove | VriAtterPlayComboMove | VriAtterPlayMove |
            VriAtterPlaySameRankMove | VriAtterResignMove): A move in Vri åtter.
        seat (int):
        by (VriAtterRecordMoveBy | Unset): Who made the move, when not the person in the seat: the seat's bot, or the
            turn clock for a seat out of time.
    """

    move: (
        VriAtterDrawMove
        | VriAtterKnockMove
        | VriAtterPassMove
        | VriAtterPlayComboMove
        | VriAtterPlayMove
        | VriAtterPlaySameRankMove
        | VriAtterResignMove
    )
    seat: int
    by: VriAtterRecordMoveBy | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.vri_atter_draw_move import VriAtterDrawMove  # noqa: PLC0415
        from ..models.vri_atter_knock_move import VriAtterKnockMove  # noqa: PLC0415
        from ..models.vri_atter_pass_move import VriAtterPassMove  # noqa: PLC0415
        from ..models.vri_atter_play_combo_move import VriAtterPlayComboMove  # noqa: PLC0415
        from ..models.vri_atter_play_move import VriAtterPlayMove  # noqa: PLC0415
        from ..models.vri_atter_play_same_rank_move import VriAtterPlaySameRankMove  # noqa: PLC0415
        from ..models.vri_atter_resign_move import VriAtterResignMove  # noqa: PLC0415

        move: dict[str, Any]
        if isinstance(self.move, VriAtterPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, VriAtterPlaySameRankMove):
            move = self.move.to_dict()
        elif isinstance(self.move, VriAtterPlayComboMove):
            move = self.move.to_dict()
        elif isinstance(self.move, VriAtterDrawMove):
            move = self.move.to_dict()
        elif isinstance(self.move, VriAtterPassMove):
            move = self.move.to_dict()
        elif isinstance(self.move, VriAtterKnockMove):
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
        from ..models.vri_atter_draw_move import VriAtterDrawMove  # noqa: PLC0415
        from ..models.vri_atter_knock_move import VriAtterKnockMove  # noqa: PLC0415
        from ..models.vri_atter_pass_move import VriAtterPassMove  # noqa: PLC0415
        from ..models.vri_atter_play_combo_move import VriAtterPlayComboMove  # noqa: PLC0415
        from ..models.vri_atter_play_move import VriAtterPlayMove  # noqa: PLC0415
        from ..models.vri_atter_play_same_rank_move import VriAtterPlaySameRankMove  # noqa: PLC0415
        from ..models.vri_atter_resign_move import VriAtterResignMove  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_move(
            data: object,
        ) -> (
            VriAtterDrawMove
            | VriAtterKnockMove
            | VriAtterPassMove
            | VriAtterPlayComboMove
            | VriAtterPlayMove
            | VriAtterPlaySameRankMove
            | VriAtterResignMove
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_vri_atter_move_type_0 = VriAtterPlayMove.from_dict(
                    data
                )

                return componentsschemas_vri_atter_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_vri_atter_move_type_1 = (
                    VriAtterPlaySameRankMove.from_dict(data)
                )

                return componentsschemas_vri_atter_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_vri_atter_move_type_2 = (
                    VriAtterPlayComboMove.from_dict(data)
                )

                return componentsschemas_vri_atter_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_vri_atter_move_type_3 = VriAtterDrawMove.from_dict(
                    data
                )

                return componentsschemas_vri_atter_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_vri_atter_move_type_4 = VriAtterPassMove.from_dict(
                    data
                )

                return componentsschemas_vri_atter_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_vri_atter_move_type_5 = VriAtterKnockMove.from_dict(
                    data
                )

                return componentsschemas_vri_atter_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_vri_atter_move_type_6 = VriAtterResignMove.from_dict(data)

            return componentsschemas_vri_atter_move_type_6

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        _by = d.pop("by", UNSET)
        by: VriAtterRecordMoveBy | Unset
        if isinstance(_by, Unset):
            by = UNSET
        else:
            by = VriAtterRecordMoveBy(_by)

        vri_atter_record_move = cls(
            move=move,
            seat=seat,
            by=by,
        )

        return vri_atter_record_move
