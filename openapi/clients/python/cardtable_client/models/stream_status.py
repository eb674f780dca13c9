from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.any_move import AnyMove
    from ..models.deadline import Deadline


T = TypeVar("T", bound="StreamStatus")


@_attrs_define
class StreamStatus:
    """A stream's `status` frame, after each batch of events.

    Attributes:
        status (GameStatus): waiting: seats are open; playing: dealt; finished: over.
        to_act (list[int]):
        version (int): The game's version: 1 at creation, one more with every write.
        deadlines (list[Deadline] | Unset): With a turn clock: each seat whose clock runs.
        legal_moves (list[AnyMove] | Unset): On a seat's stream: the seat's legal moves at this version, each postable
            as it is (the kind's {Kind}Move).
    """

    status: GameStatus
    to_act: list[int]
    version: int
    deadlines: list[Deadline] | Unset = UNSET
    legal_moves: list[AnyMove] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.any_move import AnyMove  # noqa: PLC0415
        from ..models.deadline import Deadline  # noqa: PLC0415

        status = self.status.value

        to_act = self.to_act

        version = self.version

        deadlines: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deadlines, Unset):
            deadlines = []
            for deadlines_item_data in self.deadlines:
                deadlines_item = deadlines_item_data.to_dict()
                deadlines.append(deadlines_item)

        legal_moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_moves, Unset):
            legal_moves = []
            for legal_moves_item_data in self.legal_moves:
                legal_moves_item = legal_moves_item_data.to_dict()
                legal_moves.append(legal_moves_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "to_act": to_act,
                "version": version,
            }
        )
        if deadlines is not UNSET:
            field_dict["deadlines"] = deadlines
        if legal_moves is not UNSET:
            field_dict["legal_moves"] = legal_moves

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.any_move import AnyMove  # noqa: PLC0415
        from ..models.deadline import Deadline  # noqa: PLC0415

        d = dict(src_dict)
        status = GameStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        _deadlines = d.pop("deadlines", UNSET)
        deadlines: list[Deadline] | Unset = UNSET
        if _deadlines is not UNSET:
            deadlines = []
            for deadlines_item_data in _deadlines:
                deadlines_item = Deadline.from_dict(deadlines_item_data)

                deadlines.append(deadlines_item)

        _legal_moves = d.pop("legal_moves", UNSET)
        legal_moves: list[AnyMove] | Unset = UNSET
        if _legal_moves is not UNSET:
            legal_moves = []
            for legal_moves_item_data in _legal_moves:
                legal_moves_item = AnyMove.from_dict(legal_moves_item_data)

                legal_moves.append(legal_moves_item)

        stream_status = cls(
            status=status,
            to_act=to_act,
            version=version,
            deadlines=deadlines,
            legal_moves=legal_moves,
        )

        return stream_status
