from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.president_round_over_event_titles import PresidentRoundOverEventTitles


T = TypeVar("T", bound="PresidentRoundOverEvent")


@_attrs_define
class PresidentRoundOverEvent:
    """
    Attributes:
        finishing_order (list[int]): Seats from President down.
        round_ (int):
        seq (int): The event's place in the game's log.
        titles (PresidentRoundOverEventTitles): Title by seat number (as a string).
        type_ (Literal['round_over']):
    """

    finishing_order: list[int]
    round_: int
    seq: int
    titles: PresidentRoundOverEventTitles
    type_: Literal["round_over"]

    def to_dict(self) -> dict[str, Any]:
        from ..models.president_round_over_event_titles import (
            PresidentRoundOverEventTitles,
        )  # noqa: PLC0415

        finishing_order = self.finishing_order

        round_ = self.round_

        seq = self.seq

        titles = self.titles.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "finishing_order": finishing_order,
                "round": round_,
                "seq": seq,
                "titles": titles,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.president_round_over_event_titles import (
            PresidentRoundOverEventTitles,
        )  # noqa: PLC0415

        d = dict(src_dict)
        finishing_order = cast(list[int], d.pop("finishing_order"))

        round_ = d.pop("round")

        seq = d.pop("seq")

        titles = PresidentRoundOverEventTitles.from_dict(d.pop("titles"))

        type_ = cast(Literal["round_over"], d.pop("type"))
        if type_ != "round_over":
            raise ValueError(f"type must match const 'round_over', got '{type_}'")

        president_round_over_event = cls(
            finishing_order=finishing_order,
            round_=round_,
            seq=seq,
            titles=titles,
            type_=type_,
        )

        return president_round_over_event
