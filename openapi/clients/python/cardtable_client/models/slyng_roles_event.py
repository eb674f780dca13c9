from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="SlyngRolesEvent")


@_attrs_define
class SlyngRolesEvent:
    """
    Attributes:
        attacker (int):
        defender (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['roles']):
    """

    attacker: int
    defender: int
    seq: int
    type_: Literal["roles"]

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        seq = d.pop("seq")

        type_ = cast(Literal["roles"], d.pop("type"))
        if type_ != "roles":
            raise ValueError(f"type must match const 'roles', got '{type_}'")

        slyng_roles_event = cls(
            attacker=attacker,
            defender=defender,
            seq=seq,
            type_=type_,
        )

        return slyng_roles_event
