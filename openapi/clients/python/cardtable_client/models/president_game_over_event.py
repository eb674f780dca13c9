from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.president_round import PresidentRound


T = TypeVar("T", bound="PresidentGameOverEvent")


@_attrs_define
class PresidentGameOverEvent:
    """
    Attributes:
        points (list[int] | None): Points by seat, with the points option.
        rounds (list[PresidentRound]):
        seq (int): The event's place in the game's log.
        type_ (Literal['game_over']):
        resigned (list[int] | Unset): The seats that resigned (the move resign), in order.
    """

    points: list[int] | None
    rounds: list[PresidentRound]
    seq: int
    type_: Literal["game_over"]
    resigned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.president_round import PresidentRound  # noqa: PLC0415

        points: list[int] | None
        if isinstance(self.points, list):
            points = self.points

        else:
            points = self.points

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        seq = self.seq

        type_ = self.type_

        resigned: list[int] | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "points": points,
                "rounds": rounds,
                "seq": seq,
                "type": type_,
            }
        )
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.president_round import PresidentRound  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_points(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                points_type_0 = cast(list[int], data)

                return points_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        points = _parse_points(d.pop("points"))

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = PresidentRound.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        seq = d.pop("seq")

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        resigned = cast(list[int], d.pop("resigned", UNSET))

        president_game_over_event = cls(
            points=points,
            rounds=rounds,
            seq=seq,
            type_=type_,
            resigned=resigned,
        )

        return president_game_over_event
