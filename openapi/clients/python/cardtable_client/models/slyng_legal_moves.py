from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.slyng_attack_move import SlyngAttackMove
    from ..models.slyng_beat_move import SlyngBeatMove
    from ..models.slyng_defend_move import SlyngDefendMove
    from ..models.slyng_resign_move import SlyngResignMove
    from ..models.slyng_take_move import SlyngTakeMove


T = TypeVar("T", bound="SlyngLegalMoves")


@_attrs_define
class SlyngLegalMoves:
    """A seat's legal moves in a Slyng game.

    Attributes:
        game_id (str):
        kind (Literal['slyng']):
        moves (list[SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngResignMove | SlyngTakeMove]): Each one
            postable as it is.
        seat (int):
        version (int): The game's version: 1 at creation, one more with every write.
    """

    game_id: str
    kind: Literal["slyng"]
    moves: list[
        SlyngAttackMove
        | SlyngBeatMove
        | SlyngDefendMove
        | SlyngResignMove
        | SlyngTakeMove
    ]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.slyng_attack_move import SlyngAttackMove  # noqa: PLC0415
        from ..models.slyng_beat_move import SlyngBeatMove  # noqa: PLC0415
        from ..models.slyng_defend_move import SlyngDefendMove  # noqa: PLC0415
        from ..models.slyng_resign_move import SlyngResignMove  # noqa: PLC0415
        from ..models.slyng_take_move import SlyngTakeMove  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, SlyngAttackMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SlyngDefendMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SlyngBeatMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SlyngTakeMove):
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
        from ..models.slyng_attack_move import SlyngAttackMove  # noqa: PLC0415
        from ..models.slyng_beat_move import SlyngBeatMove  # noqa: PLC0415
        from ..models.slyng_defend_move import SlyngDefendMove  # noqa: PLC0415
        from ..models.slyng_resign_move import SlyngResignMove  # noqa: PLC0415
        from ..models.slyng_take_move import SlyngTakeMove  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = cast(Literal["slyng"], d.pop("kind"))
        if kind != "slyng":
            raise ValueError(f"kind must match const 'slyng', got '{kind}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        slyng_legal_moves = cls(
            game_id=game_id,
            kind=kind,
            moves=moves,
            seat=seat,
            version=version,
        )

        return slyng_legal_moves
