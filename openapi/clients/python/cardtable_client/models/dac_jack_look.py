from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="DacJackLook")


@_attrs_define
class DacJackLook:
    """With jack_look: the two cards the swap moved.

    Attributes:
        own (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        target (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
    """

    own: str
    target: str

    def to_dict(self) -> dict[str, Any]:
        own = self.own

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "own": own,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        own = d.pop("own")

        target = d.pop("target")

        dac_jack_look = cls(
            own=own,
            target=target,
        )

        return dac_jack_look
