from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="SlyngBoutResolvedEvent")


@_attrs_define
class SlyngBoutResolvedEvent:
    """
    Attributes:
        attacker (int):
        beaten (list[list[str]]): [served card, beating card] pairs.
        defender (int):
        seq (int): The event's place in the game's log.
        taken (list[str]):
        type_ (Literal['bout_resolved']):
    """

    attacker: int
    beaten: list[list[str]]
    defender: int
    seq: int
    taken: list[str]
    type_: Literal["bout_resolved"]

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        beaten = []
        for beaten_item_data in self.beaten:
            beaten_item = beaten_item_data

            beaten.append(beaten_item)

        defender = self.defender

        seq = self.seq

        taken = self.taken

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "beaten": beaten,
                "defender": defender,
                "seq": seq,
                "taken": taken,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        beaten = []
        _beaten = d.pop("beaten")
        for beaten_item_data in _beaten:
            beaten_item = cast(list[str], beaten_item_data)

            beaten.append(beaten_item)

        defender = d.pop("defender")

        seq = d.pop("seq")

        taken = cast(list[str], d.pop("taken"))

        type_ = cast(Literal["bout_resolved"], d.pop("type"))
        if type_ != "bout_resolved":
            raise ValueError(f"type must match const 'bout_resolved', got '{type_}'")

        slyng_bout_resolved_event = cls(
            attacker=attacker,
            beaten=beaten,
            defender=defender,
            seq=seq,
            taken=taken,
            type_=type_,
        )

        return slyng_bout_resolved_event
