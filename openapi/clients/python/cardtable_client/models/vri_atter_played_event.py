from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit import Suit
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="VriAtterPlayedEvent")


@_attrs_define
class VriAtterPlayedEvent:
    """
    Attributes:
        active_suit (Suit): Clubs, diamonds, hearts, spades.
        announce (bool):
        cards (list[str]):
        combo (bool):
        nominate_suit (None | Suit):
        seat (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['played']):
        vulnerable (bool):
    """

    active_suit: Suit
    announce: bool
    cards: list[str]
    combo: bool
    nominate_suit: None | Suit
    seat: int
    seq: int
    type_: Literal["played"]
    vulnerable: bool

    def to_dict(self) -> dict[str, Any]:
        active_suit = self.active_suit.value

        announce = self.announce

        cards = self.cards

        combo = self.combo

        nominate_suit: None | str
        if isinstance(self.nominate_suit, Suit):
            nominate_suit = self.nominate_suit.value
        else:
            nominate_suit = self.nominate_suit

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        vulnerable = self.vulnerable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_suit": active_suit,
                "announce": announce,
                "cards": cards,
                "combo": combo,
                "nominate_suit": nominate_suit,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "vulnerable": vulnerable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active_suit = Suit(d.pop("active_suit"))

        announce = d.pop("announce")

        cards = cast(list[str], d.pop("cards"))

        combo = d.pop("combo")

        def _parse_nominate_suit(data: object) -> None | Suit:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                nominate_suit_type_0 = Suit(data)

                return nominate_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Suit, data)

        nominate_suit = _parse_nominate_suit(d.pop("nominate_suit"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["played"], d.pop("type"))
        if type_ != "played":
            raise ValueError(f"type must match const 'played', got '{type_}'")

        vulnerable = d.pop("vulnerable")

        vri_atter_played_event = cls(
            active_suit=active_suit,
            announce=announce,
            cards=cards,
            combo=combo,
            nominate_suit=nominate_suit,
            seat=seat,
            seq=seq,
            type_=type_,
            vulnerable=vulnerable,
        )

        return vri_atter_played_event
