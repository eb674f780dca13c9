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
    from ..models.president_exchange_pair import PresidentExchangePair


T = TypeVar("T", bound="PresidentDealtEvent")


@_attrs_define
class PresidentDealtEvent:
    """
    Attributes:
        dealer (int):
        hand_counts (list[int]):
        round_ (int):
        seq (int): The event's place in the game's log.
        type_ (Literal['dealt']):
        exchange (list[PresidentExchangePair] | Unset): Later rounds.
        first_lead_card (str | Unset): First round: the card that leads.
        hand (list[str] | Unset): Only to the seat itself.
        leader (int | Unset): First round: its holder, who leads.
    """

    dealer: int
    hand_counts: list[int]
    round_: int
    seq: int
    type_: Literal["dealt"]
    exchange: list[PresidentExchangePair] | Unset = UNSET
    first_lead_card: str | Unset = UNSET
    hand: list[str] | Unset = UNSET
    leader: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.president_exchange_pair import PresidentExchangePair  # noqa: PLC0415

        dealer = self.dealer

        hand_counts = self.hand_counts

        round_ = self.round_

        seq = self.seq

        type_ = self.type_

        exchange: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.exchange, Unset):
            exchange = []
            for exchange_item_data in self.exchange:
                exchange_item = exchange_item_data.to_dict()
                exchange.append(exchange_item)

        first_lead_card = self.first_lead_card

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        leader = self.leader

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hand_counts": hand_counts,
                "round": round_,
                "seq": seq,
                "type": type_,
            }
        )
        if exchange is not UNSET:
            field_dict["exchange"] = exchange
        if first_lead_card is not UNSET:
            field_dict["first_lead_card"] = first_lead_card
        if hand is not UNSET:
            field_dict["hand"] = hand
        if leader is not UNSET:
            field_dict["leader"] = leader

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.president_exchange_pair import PresidentExchangePair  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand_counts = cast(list[int], d.pop("hand_counts"))

        round_ = d.pop("round")

        seq = d.pop("seq")

        type_ = cast(Literal["dealt"], d.pop("type"))
        if type_ != "dealt":
            raise ValueError(f"type must match const 'dealt', got '{type_}'")

        _exchange = d.pop("exchange", UNSET)
        exchange: list[PresidentExchangePair] | Unset = UNSET
        if _exchange is not UNSET:
            exchange = []
            for exchange_item_data in _exchange:
                exchange_item = PresidentExchangePair.from_dict(exchange_item_data)

                exchange.append(exchange_item)

        first_lead_card = d.pop("first_lead_card", UNSET)

        hand = cast(list[str], d.pop("hand", UNSET))

        leader = d.pop("leader", UNSET)

        president_dealt_event = cls(
            dealer=dealer,
            hand_counts=hand_counts,
            round_=round_,
            seq=seq,
            type_=type_,
            exchange=exchange,
            first_lead_card=first_lead_card,
            hand=hand,
            leader=leader,
        )

        return president_dealt_event
