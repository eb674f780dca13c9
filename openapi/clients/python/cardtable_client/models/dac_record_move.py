from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_record_move_by import DacRecordMoveBy
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.dac_call_dac_move import DacCallDacMove
    from ..models.dac_discard_drawn_move import DacDiscardDrawnMove
    from ..models.dac_draw_stock_move import DacDrawStockMove
    from ..models.dac_initial_peek_move import DacInitialPeekMove
    from ..models.dac_jack_swap_move import DacJackSwapMove
    from ..models.dac_next_round_move import DacNextRoundMove
    from ..models.dac_pass_snap_move import DacPassSnapMove
    from ..models.dac_queen_peek_move import DacQueenPeekMove
    from ..models.dac_replace_move import DacReplaceMove
    from ..models.dac_resign_move import DacResignMove
    from ..models.dac_skip_power_move import DacSkipPowerMove
    from ..models.dac_snap_move import DacSnapMove
    from ..models.dac_take_discard_move import DacTakeDiscardMove


T = TypeVar("T", bound="DacRecordMove")


@_attrs_define
class DacRecordMove:
    """A move of a Dač record.

    Attributes:
        move (DacCallDacMove | DacDiscardDrawnMove | DacDrawStockMove | DacInitialPeekMove | DacJackSwapMove |
            DacNextRoundMove | DacPassSnapMove | DacQueenPeekMove | DacReplaceMove | DacResignMove | DacSkipPowerMove |
            DacSnapMove | DacTakeDiscardMove): A move in Dač.
        seat (int):
        by (DacRecordMoveBy | Unset): Who made the move, when not the person in the seat: the seat's bot, or the turn
            clock for a seat out of time.
    """

    move: (
        DacCallDacMove
        | DacDiscardDrawnMove
        | DacDrawStockMove
        | DacInitialPeekMove
        | DacJackSwapMove
        | DacNextRoundMove
        | DacPassSnapMove
        | DacQueenPeekMove
        | DacReplaceMove
        | DacResignMove
        | DacSkipPowerMove
        | DacSnapMove
        | DacTakeDiscardMove
    )
    seat: int
    by: DacRecordMoveBy | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dac_call_dac_move import DacCallDacMove  # noqa: PLC0415
        from ..models.dac_discard_drawn_move import DacDiscardDrawnMove  # noqa: PLC0415
        from ..models.dac_draw_stock_move import DacDrawStockMove  # noqa: PLC0415
        from ..models.dac_initial_peek_move import DacInitialPeekMove  # noqa: PLC0415
        from ..models.dac_jack_swap_move import DacJackSwapMove  # noqa: PLC0415
        from ..models.dac_next_round_move import DacNextRoundMove  # noqa: PLC0415
        from ..models.dac_pass_snap_move import DacPassSnapMove  # noqa: PLC0415
        from ..models.dac_queen_peek_move import DacQueenPeekMove  # noqa: PLC0415
        from ..models.dac_replace_move import DacReplaceMove  # noqa: PLC0415
        from ..models.dac_resign_move import DacResignMove  # noqa: PLC0415
        from ..models.dac_skip_power_move import DacSkipPowerMove  # noqa: PLC0415
        from ..models.dac_snap_move import DacSnapMove  # noqa: PLC0415
        from ..models.dac_take_discard_move import DacTakeDiscardMove  # noqa: PLC0415

        move: dict[str, Any]
        if isinstance(self.move, DacInitialPeekMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacDrawStockMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacTakeDiscardMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacCallDacMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacReplaceMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacDiscardDrawnMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacQueenPeekMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacSkipPowerMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacJackSwapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacSnapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacPassSnapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DacNextRoundMove):
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
        from ..models.dac_call_dac_move import DacCallDacMove  # noqa: PLC0415
        from ..models.dac_discard_drawn_move import DacDiscardDrawnMove  # noqa: PLC0415
        from ..models.dac_draw_stock_move import DacDrawStockMove  # noqa: PLC0415
        from ..models.dac_initial_peek_move import DacInitialPeekMove  # noqa: PLC0415
        from ..models.dac_jack_swap_move import DacJackSwapMove  # noqa: PLC0415
        from ..models.dac_next_round_move import DacNextRoundMove  # noqa: PLC0415
        from ..models.dac_pass_snap_move import DacPassSnapMove  # noqa: PLC0415
        from ..models.dac_queen_peek_move import DacQueenPeekMove  # noqa: PLC0415
        from ..models.dac_replace_move import DacReplaceMove  # noqa: PLC0415
        from ..models.dac_resign_move import DacResignMove  # noqa: PLC0415
        from ..models.dac_skip_power_move import DacSkipPowerMove  # noqa: PLC0415
        from ..models.dac_snap_move import DacSnapMove  # noqa: PLC0415
        from ..models.dac_take_discard_move import DacTakeDiscardMove  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_move(
            data: object,
        ) -> (
            DacCallDacMove
            | DacDiscardDrawnMove
            | DacDrawStockMove
            | DacInitialPeekMove
            | DacJackSwapMove
            | DacNextRoundMove
            | DacPassSnapMove
            | DacQueenPeekMove
            | DacReplaceMove
            | DacResignMove
            | DacSkipPowerMove
            | DacSnapMove
            | DacTakeDiscardMove
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_0 = DacInitialPeekMove.from_dict(data)

                return componentsschemas_dac_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_1 = DacDrawStockMove.from_dict(data)

                return componentsschemas_dac_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_2 = DacTakeDiscardMove.from_dict(data)

                return componentsschemas_dac_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_3 = DacCallDacMove.from_dict(data)

                return componentsschemas_dac_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_4 = DacReplaceMove.from_dict(data)

                return componentsschemas_dac_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_5 = DacDiscardDrawnMove.from_dict(data)

                return componentsschemas_dac_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_6 = DacQueenPeekMove.from_dict(data)

                return componentsschemas_dac_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_7 = DacSkipPowerMove.from_dict(data)

                return componentsschemas_dac_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_8 = DacJackSwapMove.from_dict(data)

                return componentsschemas_dac_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_9 = DacSnapMove.from_dict(data)

                return componentsschemas_dac_move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_10 = DacPassSnapMove.from_dict(data)

                return componentsschemas_dac_move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_11 = DacNextRoundMove.from_dict(data)

                return componentsschemas_dac_move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_dac_move_type_12 = DacResignMove.from_dict(data)

            return componentsschemas_dac_move_type_12

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        _by = d.pop("by", UNSET)
        by: DacRecordMoveBy | Unset
        if isinstance(_by, Unset):
            by = UNSET
        else:
            by = DacRecordMoveBy(_by)

        dac_record_move = cls(
            move=move,
            seat=seat,
            by=by,
        )

        return dac_record_move
