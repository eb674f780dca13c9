from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.president_exchange_return_move import PresidentExchangeReturnMove
    from ..models.president_exchange_take_move import PresidentExchangeTakeMove
    from ..models.president_next_round_move import PresidentNextRoundMove
    from ..models.president_pass_move import PresidentPassMove
    from ..models.president_play_move import PresidentPlayMove
    from ..models.president_resign_move import PresidentResignMove


T = TypeVar("T", bound="PresidentLegalMoves")


@_attrs_define
class PresidentLegalMoves:
    """A seat's legal moves in a President game.

    Attributes:
        game_id (str):
        kind (Literal['president']):
        moves (list[PresidentExchangeReturnMove | PresidentExchangeTakeMove | PresidentNextRoundMove | PresidentPassMove
            | PresidentPlayMove | PresidentResignMove]): Each one postable as it is.
        seat (int):
        version (int): The game's version: 1 at creation, one more with every write.
    """

    game_id: str
    kind: Literal["president"]
    moves: list[
        PresidentExchangeReturnMove
        | PresidentExchangeTakeMove
        | PresidentNextRoundMove
        | PresidentPassMove
        | PresidentPlayMove
        | PresidentResignMove
    ]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.president_exchange_return_move import PresidentExchangeReturnMove  # noqa: PLC0415
        from ..models.president_exchange_take_move import PresidentExchangeTakeMove  # noqa: PLC0415
        from ..models.president_next_round_move import PresidentNextRoundMove  # noqa: PLC0415
        from ..models.president_pass_move import PresidentPassMove  # noqa: PLC0415
        from ..models.president_play_move import PresidentPlayMove  # noqa: PLC0415
        from ..models.president_resign_move import PresidentResignMove  # noqa: PLC0415

        game_id = self.game_id

        kind = self.kind

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, PresidentPlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PresidentPassMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PresidentExchangeTakeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PresidentExchangeReturnMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PresidentNextRoundMove):
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
        from ..models.president_exchange_return_move import PresidentExchangeReturnMove  # noqa: PLC0415
        from ..models.president_exchange_take_move import PresidentExchangeTakeMove  # noqa: PLC0415
        from ..models.president_next_round_move import PresidentNextRoundMove  # noqa: PLC0415
        from ..models.president_pass_move import PresidentPassMove  # noqa: PLC0415
        from ..models.president_play_move import PresidentPlayMove  # noqa: PLC0415
        from ..models.president_resign_move import PresidentResignMove  # noqa: PLC0415

        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = cast(Literal["president"], d.pop("kind"))
        if kind != "president":
            raise ValueError(f"kind must match const 'president', got '{kind}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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
                    componentsschemas_president_move_type_0 = (
                        PresidentPlayMove.from_dict(data)
                    )

                    return componentsschemas_president_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_president_move_type_1 = (
                        PresidentPassMove.from_dict(data)
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        president_legal_moves = cls(
            game_id=game_id,
            kind=kind,
            moves=moves,
            seat=seat,
            version=version,
        )

        return president_legal_moves
