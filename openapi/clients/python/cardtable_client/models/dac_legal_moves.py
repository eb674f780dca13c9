from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

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


T = TypeVar("T", bound="DacLegalMoves")


@_attrs_define
class DacLegalMoves:
    """A seat's legal moves in a Dač game.

    Attributes:
        game_id (str):
        kind (Literal['dac']):
        moves (list[DacCallDacMove | DacDiscardDrawnMove | DacDrawStockMove | DacInitialPeekMove | DacJackSwapMove |
            DacNextRoundMove | DacPassSnapMove | DacQueenPeekMove | DacReplaceMove | DacResignMove | DacSkipPowerMove |
            DacSnapMove | DacTakeDiscardMove]): Each one postable as it is.
        seat (int):
        version (int): The game's version: 1 at creation, one more with every write.
    """

    game_id: str
    kind: Literal["dac"]
    moves: list[
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
    ]
    seat: int
    version: int

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

        game_id = self.game_id

        kind = self.kind

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, DacInitialPeekMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacDrawStockMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacTakeDiscardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacCallDacMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacReplaceMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacDiscardDrawnMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacQueenPeekMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacSkipPowerMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacJackSwapMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacSnapMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacPassSnapMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DacNextRoundMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "kind": kind,
                "moves": moves,
                "seat": seat,
                "version": version,
            }
        )

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
        game_id = d.pop("game_id")

        kind = cast(Literal["dac"], d.pop("kind"))
        if kind != "dac":
            raise ValueError(f"kind must match const 'dac', got '{kind}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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
                    componentsschemas_dac_move_type_0 = DacInitialPeekMove.from_dict(
                        data
                    )

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
                    componentsschemas_dac_move_type_2 = DacTakeDiscardMove.from_dict(
                        data
                    )

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
                    componentsschemas_dac_move_type_5 = DacDiscardDrawnMove.from_dict(
                        data
                    )

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
                    componentsschemas_dac_move_type_11 = DacNextRoundMove.from_dict(
                        data
                    )

                    return componentsschemas_dac_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dac_move_type_12 = DacResignMove.from_dict(data)

                return componentsschemas_dac_move_type_12

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        dac_legal_moves = cls(
            game_id=game_id,
            kind=kind,
            moves=moves,
            seat=seat,
            version=version,
        )

        return dac_legal_moves
