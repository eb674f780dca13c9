from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.defence_response import DefenceResponse


T = TypeVar("T", bound="SlyngDefendMove")


@_attrs_define
class SlyngDefendMove:
    """Answer every served card at once.

    Attributes:
        responses (list[DefenceResponse]): One entry per served card.
        type_ (Literal['defend']):
    """

    responses: list[DefenceResponse]
    type_: Literal["defend"]

    def to_dict(self) -> dict[str, Any]:
        from ..models.defence_response import DefenceResponse  # noqa: PLC0415

        responses = []
        for responses_item_data in self.responses:
            responses_item = responses_item_data.to_dict()
            responses.append(responses_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "responses": responses,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.defence_response import DefenceResponse  # noqa: PLC0415

        d = dict(src_dict)
        responses = []
        _responses = d.pop("responses")
        for responses_item_data in _responses:
            responses_item = DefenceResponse.from_dict(responses_item_data)

            responses.append(responses_item)

        type_ = cast(Literal["defend"], d.pop("type"))
        if type_ != "defend":
            raise ValueError(f"type must match const 'defend', got '{type_}'")

        slyng_defend_move = cls(
            responses=responses,
            type_=type_,
        )

        return slyng_defend_move
