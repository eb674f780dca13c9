from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.president_options_burn_leader import PresidentOptionsBurnLeader
from ..models.president_options_exchange_wild_strength import (
    PresidentOptionsExchangeWildStrength,
)
from ..models.president_options_first_lead_card import PresidentOptionsFirstLeadCard
from ..models.president_options_forbid_finish_on_item import (
    PresidentOptionsForbidFinishOnItem,
)
from ..models.president_options_later_round_leader import (
    PresidentOptionsLaterRoundLeader,
)
from ..models.president_options_pass_mode import PresidentOptionsPassMode
from ..models.president_options_trick_mode import PresidentOptionsTrickMode
from typing import cast


T = TypeVar("T", bound="PresidentOptions")


@_attrs_define
class PresidentOptions:
    """Options of President.

    Attributes:
        burn (bool): Four natural cards of a rank in a row clear the trick. Default: True.
        burn_counts_wilds (bool): Wild cards count toward the four of a burn. Default: False.
        burn_leader (PresidentOptionsBurnLeader): Who leads after a burn. Default: PresidentOptionsBurnLeader.COMPLETER.
        club3_clears (bool): 3♣ is played on any play and ends the trick; false: it is the highest single and must match
            the count. Default: True.
        club3_supreme (bool): 3♣ takes everything; other 3s are the lowest rank. Default: True.
        equal_allowed (bool): A follow may equal the rank on top. Default: True.
        exchange_requests (bool): Takers may ask for particular cards. Default: True.
        exchange_wild_strength (PresidentOptionsExchangeWildStrength): How wilds rank when the best cards are taken in
            the exchange. Default: PresidentOptionsExchangeWildStrength.TOP.
        first_lead_card (PresidentOptionsFirstLeadCard): Whoever holds this card leads the first round. Default:
            PresidentOptionsFirstLeadCard.VALUE_0.
        first_lead_must_include (bool): The first lead must contain that card. Default: False.
        forbid_finish_on (list[PresidentOptionsForbidFinishOnItem]): A player going out with one of these takes the
            lowest free position.
        jokers (int): Jokers in the deck (wild). Default: 0.
        later_round_leader (PresidentOptionsLaterRoundLeader): Who leads the first trick of later rounds. Default:
            PresidentOptionsLaterRoundLeader.BOMS.
        max_rounds (int): Rounds in the match; 0: no limit. Default: 0.
        out_of_turn_completion (bool): Anyone may complete a burn out of turn. Default: False.
        pass_mode (PresidentOptionsPassMode): temporary: a player who passed may play when the turn comes round again.
            Default: PresidentOptionsPassMode.PERMANENT.
        points (bool): Score President +2, VP +1, VB -1, Boms -2 each round. Default: False.
        trick_mode (PresidentOptionsTrickMode): single_lap: after the lead every other player gets exactly one turn.
            Default: PresidentOptionsTrickMode.UNTIL_ALL_PASS.
        two_clears (bool): A play of rank 2 ends the trick. Default: False.
    """

    forbid_finish_on: list[PresidentOptionsForbidFinishOnItem]
    burn: bool = True
    burn_counts_wilds: bool = False
    burn_leader: PresidentOptionsBurnLeader = PresidentOptionsBurnLeader.COMPLETER
    club3_clears: bool = True
    club3_supreme: bool = True
    equal_allowed: bool = True
    exchange_requests: bool = True
    exchange_wild_strength: PresidentOptionsExchangeWildStrength = (
        PresidentOptionsExchangeWildStrength.TOP
    )
    first_lead_card: PresidentOptionsFirstLeadCard = (
        PresidentOptionsFirstLeadCard.VALUE_0
    )
    first_lead_must_include: bool = False
    jokers: int = 0
    later_round_leader: PresidentOptionsLaterRoundLeader = (
        PresidentOptionsLaterRoundLeader.BOMS
    )
    max_rounds: int = 0
    out_of_turn_completion: bool = False
    pass_mode: PresidentOptionsPassMode = PresidentOptionsPassMode.PERMANENT
    points: bool = False
    trick_mode: PresidentOptionsTrickMode = PresidentOptionsTrickMode.UNTIL_ALL_PASS
    two_clears: bool = False

    def to_dict(self) -> dict[str, Any]:
        burn = self.burn

        burn_counts_wilds = self.burn_counts_wilds

        burn_leader = self.burn_leader.value

        club3_clears = self.club3_clears

        club3_supreme = self.club3_supreme

        equal_allowed = self.equal_allowed

        exchange_requests = self.exchange_requests

        exchange_wild_strength = self.exchange_wild_strength.value

        first_lead_card = self.first_lead_card.value

        first_lead_must_include = self.first_lead_must_include

        forbid_finish_on = []
        for forbid_finish_on_item_data in self.forbid_finish_on:
            forbid_finish_on_item = forbid_finish_on_item_data.value
            forbid_finish_on.append(forbid_finish_on_item)

        jokers = self.jokers

        later_round_leader = self.later_round_leader.value

        max_rounds = self.max_rounds

        out_of_turn_completion = self.out_of_turn_completion

        pass_mode = self.pass_mode.value

        points = self.points

        trick_mode = self.trick_mode.value

        two_clears = self.two_clears

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "burn": burn,
                "burn_counts_wilds": burn_counts_wilds,
                "burn_leader": burn_leader,
                "club3_clears": club3_clears,
                "club3_supreme": club3_supreme,
                "equal_allowed": equal_allowed,
                "exchange_requests": exchange_requests,
                "exchange_wild_strength": exchange_wild_strength,
                "first_lead_card": first_lead_card,
                "first_lead_must_include": first_lead_must_include,
                "forbid_finish_on": forbid_finish_on,
                "jokers": jokers,
                "later_round_leader": later_round_leader,
                "max_rounds": max_rounds,
                "out_of_turn_completion": out_of_turn_completion,
                "pass_mode": pass_mode,
                "points": points,
                "trick_mode": trick_mode,
                "two_clears": two_clears,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        burn = d.pop("burn")

        burn_counts_wilds = d.pop("burn_counts_wilds")

        burn_leader = PresidentOptionsBurnLeader(d.pop("burn_leader"))

        club3_clears = d.pop("club3_clears")

        club3_supreme = d.pop("club3_supreme")

        equal_allowed = d.pop("equal_allowed")

        exchange_requests = d.pop("exchange_requests")

        exchange_wild_strength = PresidentOptionsExchangeWildStrength(
            d.pop("exchange_wild_strength")
        )

        first_lead_card = PresidentOptionsFirstLeadCard(d.pop("first_lead_card"))

        first_lead_must_include = d.pop("first_lead_must_include")

        forbid_finish_on = []
        _forbid_finish_on = d.pop("forbid_finish_on")
        for forbid_finish_on_item_data in _forbid_finish_on:
            forbid_finish_on_item = PresidentOptionsForbidFinishOnItem(
                forbid_finish_on_item_data
            )

            forbid_finish_on.append(forbid_finish_on_item)

        jokers = d.pop("jokers")

        later_round_leader = PresidentOptionsLaterRoundLeader(
            d.pop("later_round_leader")
        )

        max_rounds = d.pop("max_rounds")

        out_of_turn_completion = d.pop("out_of_turn_completion")

        pass_mode = PresidentOptionsPassMode(d.pop("pass_mode"))

        points = d.pop("points")

        trick_mode = PresidentOptionsTrickMode(d.pop("trick_mode"))

        two_clears = d.pop("two_clears")

        president_options = cls(
            burn=burn,
            burn_counts_wilds=burn_counts_wilds,
            burn_leader=burn_leader,
            club3_clears=club3_clears,
            club3_supreme=club3_supreme,
            equal_allowed=equal_allowed,
            exchange_requests=exchange_requests,
            exchange_wild_strength=exchange_wild_strength,
            first_lead_card=first_lead_card,
            first_lead_must_include=first_lead_must_include,
            forbid_finish_on=forbid_finish_on,
            jokers=jokers,
            later_round_leader=later_round_leader,
            max_rounds=max_rounds,
            out_of_turn_completion=out_of_turn_completion,
            pass_mode=pass_mode,
            points=points,
            trick_mode=trick_mode,
            two_clears=two_clears,
        )

        return president_options
