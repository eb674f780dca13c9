from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="DacResult")


@_attrs_define
class DacResult:
    """
    Attributes:
        scores (list[int]): By seat.
        totals (list[int]): By seat.
        winners (list[int]):
        resigned (list[int] | Unset): The seats that resigned (the move resign), in order.
    """

    scores: list[int]
    totals: list[int]
    winners: list[int]
    resigned: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores

        totals = self.totals

        winners = self.winners

        resigned: list[int] | Unset = UNSET
        if not isinstance(self.resigned, Unset):
            resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scores": scores,
                "totals": totals,
                "winners": winners,
            }
        )
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))

        totals = cast(list[int], d.pop("totals"))

        winners = cast(list[int], d.pop("winners"))

        resigned = cast(list[int], d.pop("resigned", UNSET))

        dac_result = cls(
            scores=scores,
            totals=totals,
            winners=winners,
            resigned=resigned,
        )

        return dac_result
