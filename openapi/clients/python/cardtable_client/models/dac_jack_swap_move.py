from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast


T = TypeVar("T", bound="DacJackSwapMove")


@_attrs_define
class DacJackSwapMove:
    """Jack power: swap one own card with another player's.

    Attributes:
        own_slot (int): An occupied own slot.
        target_player (int): Another player.
        target_slot (int): An occupied slot of that player.
        type_ (Literal['jack_swap']):
        call_dac (bool | Unset): Call Dač, ending the round after everyone else's next turn.
    """

    own_slot: int
    target_player: int
    target_slot: int
    type_: Literal["jack_swap"]
    call_dac: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        own_slot = self.own_slot

        target_player = self.target_player

        target_slot = self.target_slot

        type_ = self.type_

        call_dac = self.call_dac

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "own_slot": own_slot,
                "target_player": target_player,
                "target_slot": target_slot,
                "type": type_,
            }
        )
        if call_dac is not UNSET:
            field_dict["call_dac"] = call_dac

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        own_slot = d.pop("own_slot")

        target_player = d.pop("target_player")

        target_slot = d.pop("target_slot")

        type_ = cast(Literal["jack_swap"], d.pop("type"))
        if type_ != "jack_swap":
            raise ValueError(f"type must match const 'jack_swap', got '{type_}'")

        call_dac = d.pop("call_dac", UNSET)

        dac_jack_swap_move = cls(
            own_slot=own_slot,
            target_player=target_player,
            target_slot=target_slot,
            type_=type_,
            call_dac=call_dac,
        )

        return dac_jack_swap_move
