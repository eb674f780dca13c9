from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.vri_atter_draw_move import VriAtterDrawMove
    from ..models.vri_atter_knock_move import VriAtterKnockMove
    from ..models.vri_atter_pass_move import VriAtterPassMove
    from ..models.vri_atter_play_combo_move import VriAtterPlayComboMove
    from ..models.vri_atter_play_move import VriAtterPlayMove
    from ..models.vri_atter_play_same_rank_move import VriAtterPlaySameRankMove
    from ..models.vri_atter_resign_move import VriAtterResignMove


T = TypeVar("T", bound="VriAtterLegalMoves")


@_attrs_define
class VriAtterLegalMoves:
    """A seat's legal moves in a Vri åtter game.

    Attributes:
        game_id (str):
        kind (Literal['vri_atter']):
        moves (list[VriAtterDrawMove | VriAtterKnockMove | VriAtterPassMove | VriAtterPlayComboMove | VriAtterPlayMove |
            VriAtterPlaySameRankMove | VriAtterResignMove]): Each one postable as it is.
        seat (int):
        version (int): The game's version: 1 at creation, one more with every write.
    """

    game_id: str
    kind: Literal["vri_atter"]
    moves: list[
        VriAtterDrawMove
        | VriAtterKnockMove
        | VriAtterPassMove
        | VriAtterPlayComboMove
        | VriAtterPlayMove
        | VriAtterPlaySameRankMove
        | VriAtterResignMove
    ]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.vri_atter_draw_move import VriAtterDrawMove  # noqa: PLC0415
        from ..models.vri_atter_knock_move import VriAtterKnockMove  # noqa: PLC0415
        from ..models.vri_atter_pass_move import VriAtterPassMove  # noqa: PLC0415
        from ..models.vri_atter_play_combo_move import VriAtterPlayComboMove  # noqa: PLC0415
        from ..models.vri_atter_play_move import VriAtterPlayMove  # noqa: PLC0415
        from ..models.vri_atter_play_same_rank_move import VriAtterPlaySameRankMove  # noqa: PLC0415
        from ..models.vri_atter_resign_move import VriAtterResignMove  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, VriAtterPlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, VriAtterPlaySameRankMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, VriAtterPlayComboMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, VriAtterDrawMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, VriAtterPassMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, VriAtterKnockMove):
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
        from ..models.vri_atter_draw_move import VriAtterDrawMove  # noqa: PLC0415
        from ..models.vri_atter_knock_move import VriAtterKnockMove  # noqa: PLC0415
        from ..models.vri_atter_pass_move import VriAtterPassMove  # noqa: PLC0415
        from ..models.vri_atter_play_combo_move import VriAtterPlayComboMove  # noqa: PLC0415
        from ..models.vri_atter_play_move import VriAtterPlayMove  # noqa: PLC0415
        from ..models.vri_atter_play_same_rank_move import VriAtterPlaySameRankMove  # noqa: PLC0415
        from ..models.vri_atter_resign_move import VriAtterResignMove  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = cast(Literal["vri_atter"], d.pop("kind"))
        if kind != "vri_atter":
            raise ValueError(f"kind must match const 'vri_atter', got '{kind}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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
                    componentsschemas_vri_atter_move_type_0 = (
                        VriAtterPlayMove.from_dict(data)
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
                    componentsschemas_vri_atter_move_type_3 = (
                        VriAtterDrawMove.from_dict(data)
                    )

                    return componentsschemas_vri_atter_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_move_type_4 = (
                        VriAtterPassMove.from_dict(data)
                    )

                    return componentsschemas_vri_atter_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_vri_atter_move_type_5 = (
                        VriAtterKnockMove.from_dict(data)
                    )

                    return componentsschemas_vri_atter_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_vri_atter_move_type_6 = VriAtterResignMove.from_dict(
                    data
                )

                return componentsschemas_vri_atter_move_type_6

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        vri_atter_legal_moves = cls(
            game_id=game_id,
            kind=kind,
            moves=moves,
            seat=seat,
            version=version,
        )

        return vri_atter_legal_moves
