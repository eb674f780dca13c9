from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="SlyngDealtEvent")


@_attrs_define
class SlyngDealtEvent:
    """
    Attributes:
        attacker (int):
        dealer (int):
        defender (int):
        hand_counts (list[int]):
        seq (int): The event's place in the game's log.
        trump_card (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        type_ (Literal['dealt']):
        hand (list[str] | Unset): Only to the seat itself.
        shown_trump (str | Unset): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
    """

    attacker: int
    dealer: int
    defender: int
    hand_counts: list[int]
    seq: int
    trump_card: str
    type_: Literal["dealt"]
    hand: list[str] | Unset = UNSET
    shown_trump: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        dealer = self.dealer

        defender = self.defender

        hand_counts = self.hand_counts

        seq = self.seq

        trump_card = self.trump_card

        type_ = self.type_

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        shown_trump = self.shown_trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "dealer": dealer,
                "defender": defender,
                "hand_counts": hand_counts,
                "seq": seq,
                "trump_card": trump_card,
                "type": type_,
            }
        )
        if hand is not UNSET:
            field_dict["hand"] = hand
        if shown_trump is not UNSET:
            field_dict["shown_trump"] = shown_trump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        dealer = d.pop("dealer")

        defender = d.pop("defender")

        hand_counts = cast(list[int], d.pop("hand_counts"))

        seq = d.pop("seq")

        trump_card = d.pop("trump_card")

        type_ = cast(Literal["dealt"], d.pop("type"))
        if type_ != "dealt":
            raise ValueError(f"type must match const 'dealt', got '{type_}'")

        hand = cast(list[str], d.pop("hand", UNSET))

        shown_trump = d.pop("shown_trump", UNSET)

        slyng_dealt_event = cls(
            attacker=attacker,
            dealer=dealer,
            defender=defender,
            hand_counts=hand_counts,
            seq=seq,
            trump_card=trump_card,
            type_=type_,
            hand=hand,
            shown_trump=shown_trump,
        )

        return slyng_dealt_event
