from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.president_round_titles import PresidentRoundTitles


T = TypeVar("T", bound="PresidentRound")


@_attrs_define
class PresidentRound:
    """A finished round.

    Attributes:
        finishing_order (list[int]): Seats from President down.
        round_ (int):
        titles (PresidentRoundTitles): Title by seat number (as a string).
    """

    finishing_order: list[int]
    round_: int
    titles: PresidentRoundTitles

    def to_dict(self) -> dict[str, Any]:
        from ..models.president_round_titles import PresidentRoundTitles  # noqa: PLC0415

        finishing_order = self.finishing_order

        round_ = self.round_

        titles = self.titles.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "finishing_order": finishing_order,
                "round": round_,
                "titles": titles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.president_round_titles import PresidentRoundTitles  # noqa: PLC0415

        d = dict(src_dict)
        finishing_order = cast(list[int], d.pop("finishing_order"))

        round_ = d.pop("round")

        titles = PresidentRoundTitles.from_dict(d.pop("titles"))

        president_round = cls(
            finishing_order=finishing_order,
            round_=round_,
            titles=titles,
        )

        return president_round
