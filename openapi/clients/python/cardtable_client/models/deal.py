from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="Deal")


@_attrs_define
class Deal:
    """One round's deal.

    Attributes:
        dealer (int):
        deck (list[str]): The order before dealing, index 0 dealt first.
        round_ (int):
        commitment (str | Unset): SHA-256 (hex) of "{salt}:{cards joined by ','}", shown in the views from the deal on.
        salt (str | Unset): 32 hex digits.
    """

    dealer: int
    deck: list[str]
    round_: int
    commitment: str | Unset = UNSET
    salt: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        deck = self.deck

        round_ = self.round_

        commitment = self.commitment

        salt = self.salt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "deck": deck,
                "round": round_,
            }
        )
        if commitment is not UNSET:
            field_dict["commitment"] = commitment
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        deck = cast(list[str], d.pop("deck"))

        round_ = d.pop("round")

        commitment = d.pop("commitment", UNSET)

        salt = d.pop("salt", UNSET)

        deal = cls(
            dealer=dealer,
            deck=deck,
            round_=round_,
            commitment=commitment,
            salt=salt,
        )

        return deal
