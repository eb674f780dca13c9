from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="PresidentExchangeTakeMove")


@_attrs_define
class PresidentExchangeTakeMove:
    """President or Vice-president: take the cards.

    Attributes:
        type_ (Literal['exchange_take']):
        requests (list[str] | Unset): Exact cards ("KH") or bare ranks ("9", "JOKER"), at most 2 (President) or 1 (Vice-
            president).
    """

    type_: Literal["exchange_take"]
    requests: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        requests: list[str] | Unset = UNSET
        if not isinstance(self.requests, Unset):
            requests = self.requests

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if requests is not UNSET:
            field_dict["requests"] = requests

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["exchange_take"], d.pop("type"))
        if type_ != "exchange_take":
            raise ValueError(f"type must match const 'exchange_take', got '{type_}'")

        requests = cast(list[str], d.pop("requests", UNSET))

        president_exchange_take_move = cls(
            type_=type_,
            requests=requests,
        )

        return president_exchange_take_move
