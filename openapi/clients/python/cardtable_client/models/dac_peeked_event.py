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
    from ..models.dac_peeked_event_cards import DacPeekedEventCards
    from ..models.dac_peeked_event_slots_type_1 import DacPeekedEventSlotsType1


T = TypeVar("T", bound="DacPeekedEvent")


@_attrs_define
class DacPeekedEvent:
    """
    Attributes:
        seq (int): The event's place in the game's log.
        slots (DacPeekedEventSlotsType1 | list[int]):
        type_ (Literal['peeked']):
        cards (DacPeekedEventCards | Unset): Only to the seat that looked (once, in the answer to its own action; in its
            log too with memory_aid).
        seat (int | Unset): Absent when the deal shows every seat its slots 0 and 1 (initial_peek = fixed_first_two).
    """

    seq: int
    slots: DacPeekedEventSlotsType1 | list[int]
    type_: Literal["peeked"]
    cards: DacPeekedEventCards | Unset = UNSET
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dac_peeked_event_cards import DacPeekedEventCards  # noqa: PLC0415
        from ..models.dac_peeked_event_slots_type_1 import DacPeekedEventSlotsType1  # noqa: PLC0415

        seq = self.seq

        slots: dict[str, Any] | list[int]
        if isinstance(self.slots, list):
            slots = self.slots

        else:
            slots = self.slots.to_dict()

        type_ = self.type_

        cards: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards.to_dict()

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seq": seq,
                "slots": slots,
                "type": type_,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dac_peeked_event_cards import DacPeekedEventCards  # noqa: PLC0415
        from ..models.dac_peeked_event_slots_type_1 import DacPeekedEventSlotsType1  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_slots(data: object) -> DacPeekedEventSlotsType1 | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                slots_type_0 = cast(list[int], data)

                return slots_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            slots_type_1 = DacPeekedEventSlotsType1.from_dict(data)

            return slots_type_1

        slots = _parse_slots(d.pop("slots"))

        type_ = cast(Literal["peeked"], d.pop("type"))
        if type_ != "peeked":
            raise ValueError(f"type must match const 'peeked', got '{type_}'")

        _cards = d.pop("cards", UNSET)
        cards: DacPeekedEventCards | Unset
        if isinstance(_cards, Unset):
            cards = UNSET
        else:
            cards = DacPeekedEventCards.from_dict(_cards)

        seat = d.pop("seat", UNSET)

        dac_peeked_event = cls(
            seq=seq,
            slots=slots,
            type_=type_,
            cards=cards,
            seat=seat,
        )

        return dac_peeked_event
