from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="VriAtterDealtEvent")


@_attrs_define
class VriAtterDealtEvent:
    """
    Attributes:
        dealer (int):
        hand_counts (list[int]):
        reburied (list[str]):
        seq (int): The event's place in the game's log.
        to_play (int):
        type_ (Literal['dealt']):
        upcard (str): Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.
        hand (list[str] | Unset): Only to the seat itself.
    """

    dealer: int
    hand_counts: list[int]
    reburied: list[str]
    seq: int
    to_play: int
    type_: Literal["dealt"]
    upcard: str
    hand: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand_counts = self.hand_counts

        reburied = self.reburied

        seq = self.seq

        to_play = self.to_play

        type_ = self.type_

        upcard = self.upcard

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hand_counts": hand_counts,
                "reburied": reburied,
                "seq": seq,
                "to_play": to_play,
                "type": type_,
                "upcard": upcard,
            }
        )
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_counts = cast(list[int], d.pop("hand_counts"))

        reburied = cast(list[str], d.pop("reburied"))

        seq = d.pop("seq")

        to_play = d.pop("to_play")

        type_ = cast(Literal["dealt"], d.pop("type"))
        if type_ != "dealt":
            raise ValueError(f"type must match const 'dealt', got '{type_}'")

        upcard = d.pop("upcard")

        hand = cast(list[str], d.pop("hand", UNSET))

        vri_atter_dealt_event = cls(
            dealer=dealer,
            hand_counts=hand_counts,
            reburied=reburied,
            seq=seq,
            to_play=to_play,
            type_=type_,
            upcard=upcard,
            hand=hand,
        )

        return vri_atter_dealt_event
