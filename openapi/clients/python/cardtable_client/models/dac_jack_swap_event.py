from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.dac_jack_look import DacJackLook


T = TypeVar("T", bound="DacJackSwapEvent")


@_attrs_define
class DacJackSwapEvent:
    """
    Attributes:
        own_slot (int):
        seat (int):
        seq (int): The event's place in the game's log.
        target_player (int):
        target_slot (int):
        type_ (Literal['jack_swap']):
        cards (DacJackLook | Unset): With jack_look: the two cards the swap moved.
    """

    own_slot: int
    seat: int
    seq: int
    target_player: int
    target_slot: int
    type_: Literal["jack_swap"]
    cards: DacJackLook | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dac_jack_look import DacJackLook  # noqa: PLC0415

        own_slot = self.own_slot

        seat = self.seat

        seq = self.seq

        target_player = self.target_player

        target_slot = self.target_slot

        type_ = self.type_

        cards: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "own_slot": own_slot,
                "seat": seat,
                "seq": seq,
                "target_player": target_player,
                "target_slot": target_slot,
                "type": type_,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dac_jack_look import DacJackLook  # noqa: PLC0415

        d = dict(src_dict)
        own_slot = d.pop("own_slot")

        seat = d.pop("seat")

        seq = d.pop("seq")

        target_player = d.pop("target_player")

        target_slot = d.pop("target_slot")

        type_ = cast(Literal["jack_swap"], d.pop("type"))
        if type_ != "jack_swap":
            raise ValueError(f"type must match const 'jack_swap', got '{type_}'")

        _cards = d.pop("cards", UNSET)
        cards: DacJackLook | Unset
        if isinstance(_cards, Unset):
            cards = UNSET
        else:
            cards = DacJackLook.from_dict(_cards)

        dac_jack_swap_event = cls(
            own_slot=own_slot,
            seat=seat,
            seq=seq,
            target_player=target_player,
            target_slot=target_slot,
            type_=type_,
            cards=cards,
        )

        return dac_jack_swap_event
