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
from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="PresidentOptions")


@_attrs_define
class PresidentOptions:
    """Options of President.

    Attributes:
        burn (bool | Unset): Four natural cards of a rank in a row clear the trick. Default: True.
        burn_counts_wilds (bool | Unset): Wild cards count toward the four of a burn. Default: False.
        burn_leader (PresidentOptionsBurnLeader | Unset): Who leads after a burn. Default:
            PresidentOptionsBurnLeader.COMPLETER.
        club3_clears (bool | Unset): 3♣ is played on any play and ends the trick; false: it is the highest single and
            must match the count. Default: True.
        club3_supreme (bool | Unset): 3♣ takes everything; other 3s are the lowest rank. Default: True.
        equal_allowed (bool | Unset): A follow may equal the rank on top. Default: True.
        exchange_requests (bool | Unset): Takers may ask for particular cards. Default: True.
        exchange_wild_strength (PresidentOptionsExchangeWildStrength | Unset): How wilds rank when the best cards are
            taken in the exchange. Default: PresidentOptionsExchangeWildStrength.TOP.
        first_lead_card (PresidentOptionsFirstLeadCard | Unset): Whoever holds this card leads the first round. Default:
            PresidentOptionsFirstLeadCard.VALUE_0.
        first_lead_must_include (bool | Unset): The first lead must contain that card. Default: False.
        forbid_finish_on (list[PresidentOptionsForbidFinishOnItem] | Unset): A player going out with one of these takes
            the lowest free position.
        jokers (int | Unset): Jokers in the deck (wild). Default: 0.
        later_round_leader (PresidentOptionsLaterRoundLeader | Unset): Who leads the first trick of later rounds.
            Default: PresidentOptionsLaterRoundLeader.BOMS.
        max_rounds (int | Unset): Rounds in the match; 0: no limit. Default: 0.
        out_of_turn_completion (bool | Unset): Anyone may complete a burn out of turn. Default: False.
        pass_mode (PresidentOptionsPassMode | Unset): temporary: a player who passed may play when the turn comes round
            again. Default: PresidentOptionsPassMode.PERMANENT.
        points (bool | Unset): Score President +2, VP +1, VB -1, Boms -2 each round. Default: False.
        trick_mode (PresidentOptionsTrickMode | Unset): single_lap: after the lead every other player gets exactly one
            turn. Default: PresidentOptionsTrickMode.UNTIL_ALL_PASS.
        two_clears (bool | Unset): A play of rank 2 ends the trick. Default: False.
    """

    burn: bool | Unset = True
    burn_counts_wilds: bool | Unset = False
    burn_leader: PresidentOptionsBurnLeader | Unset = (
        PresidentOptionsBurnLeader.COMPLETER
    )
    club3_clears: bool | Unset = True
    club3_supreme: bool | Unset = True
    equal_allowed: bool | Unset = True
    exchange_requests: bool | Unset = True
    exchange_wild_strength: PresidentOptionsExchangeWildStrength | Unset = (
        PresidentOptionsExchangeWildStrength.TOP
    )
    first_lead_card: PresidentOptionsFirstLeadCard | Unset = (
        PresidentOptionsFirstLeadCard.VALUE_0
    )
    first_lead_must_include: bool | Unset = False
    forbid_finish_on: list[PresidentOptionsForbidFinishOnItem] | Unset = UNSET
    jokers: int | Unset = 0
    later_round_leader: PresidentOptionsLaterRoundLeader | Unset = (
        PresidentOptionsLaterRoundLeader.BOMS
    )
    max_rounds: int | Unset = 0
    out_of_turn_completion: bool | Unset = False
    pass_mode: PresidentOptionsPassMode | Unset = PresidentOptionsPassMode.PERMANENT
    points: bool | Unset = False
    trick_mode: PresidentOptionsTrickMode | Unset = (
        PresidentOptionsTrickMode.UNTIL_ALL_PASS
    )
    two_clears: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        burn = self.burn

        burn_counts_wilds = self.burn_counts_wilds

        burn_leader: str | Unset = UNSET
        if not isinstance(self.burn_leader, Unset):
            burn_leader = self.burn_leader.value

        club3_clears = self.club3_clears

        club3_supreme = self.club3_supreme

        equal_allowed = self.equal_allowed

        exchange_requests = self.exchange_requests

        exchange_wild_strength: str | Unset = UNSET
        if not isinstance(self.exchange_wild_strength, Unset):
            exchange_wild_strength = self.exchange_wild_strength.value

        first_lead_card: str | Unset = UNSET
        if not isinstance(self.first_lead_card, Unset):
            first_lead_card = self.first_lead_card.value

        first_lead_must_include = self.first_lead_must_include

        forbid_finish_on: list[str] | Unset = UNSET
        if not isinstance(self.forbid_finish_on, Unset):
            forbid_finish_on = []
            for forbid_finish_on_item_data in self.forbid_finish_on:
                forbid_finish_on_item = forbid_finish_on_item_data.value
                forbid_finish_on.append(forbid_finish_on_item)

        jokers = self.jokers

        later_round_leader: str | Unset = UNSET
        if not isinstance(self.later_round_leader, Unset):
            later_round_leader = self.later_round_leader.value

        max_rounds = self.max_rounds

        out_of_turn_completion = self.out_of_turn_completion

        pass_mode: str | Unset = UNSET
        if not isinstance(self.pass_mode, Unset):
            pass_mode = self.pass_mode.value

        points = self.points

        trick_mode: str | Unset = UNSET
        if not isinstance(self.trick_mode, Unset):
            trick_mode = self.trick_mode.value

        two_clears = self.two_clears

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if burn is not UNSET:
            field_dict["burn"] = burn
        if burn_counts_wilds is not UNSET:
            field_dict["burn_counts_wilds"] = burn_counts_wilds
        if burn_leader is not UNSET:
            field_dict["burn_leader"] = burn_leader
        if club3_clears is not UNSET:
            field_dict["club3_clears"] = club3_clears
        if club3_supreme is not UNSET:
            field_dict["club3_supreme"] = club3_supreme
        if equal_allowed is not UNSET:
            field_dict["equal_allowed"] = equal_allowed
        if exchange_requests is not UNSET:
            field_dict["exchange_requests"] = exchange_requests
        if exchange_wild_strength is not UNSET:
            field_dict["exchange_wild_strength"] = exchange_wild_strength
        if first_lead_card is not UNSET:
            field_dict["first_lead_card"] = first_lead_card
        if first_lead_must_include is not UNSET:
            field_dict["first_lead_must_include"] = first_lead_must_include
        if forbid_finish_on is not UNSET:
            field_dict["forbid_finish_on"] = forbid_finish_on
        if jokers is not UNSET:
            field_dict["jokers"] = jokers
        if later_round_leader is not UNSET:
            field_dict["later_round_leader"] = later_round_leader
        if max_rounds is not UNSET:
            field_dict["max_rounds"] = max_rounds
        if out_of_turn_completion is not UNSET:
            field_dict["out_of_turn_completion"] = out_of_turn_completion
        if pass_mode is not UNSET:
            field_dict["pass_mode"] = pass_mode
        if points is not UNSET:
            field_dict["points"] = points
        if trick_mode is not UNSET:
            field_dict["trick_mode"] = trick_mode
        if two_clears is not UNSET:
            field_dict["two_clears"] = two_clears

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        burn = d.pop("burn", UNSET)

        burn_counts_wilds = d.pop("burn_counts_wilds", UNSET)

        _burn_leader = d.pop("burn_leader", UNSET)
        burn_leader: PresidentOptionsBurnLeader | Unset
        if isinstance(_burn_leader, Unset):
            burn_leader = UNSET
        else:
            burn_leader = PresidentOptionsBurnLeader(_burn_leader)

        club3_clears = d.pop("club3_clears", UNSET)

        club3_supreme = d.pop("club3_supreme", UNSET)

        equal_allowed = d.pop("equal_allowed", UNSET)

        exchange_requests = d.pop("exchange_requests", UNSET)

        _exchange_wild_strength = d.pop("exchange_wild_strength", UNSET)
        exchange_wild_strength: PresidentOptionsExchangeWildStrength | Unset
        if isinstance(_exchange_wild_strength, Unset):
            exchange_wild_strength = UNSET
        else:
            exchange_wild_strength = PresidentOptionsExchangeWildStrength(
                _exchange_wild_strength
            )

        _first_lead_card = d.pop("first_lead_card", UNSET)
        first_lead_card: PresidentOptionsFirstLeadCard | Unset
        if isinstance(_first_lead_card, Unset):
            first_lead_card = UNSET
        else:
            first_lead_card = PresidentOptionsFirstLeadCard(_first_lead_card)

        first_lead_must_include = d.pop("first_lead_must_include", UNSET)

        _forbid_finish_on = d.pop("forbid_finish_on", UNSET)
        forbid_finish_on: list[PresidentOptionsForbidFinishOnItem] | Unset = UNSET
        if _forbid_finish_on is not UNSET:
            forbid_finish_on = []
            for forbid_finish_on_item_data in _forbid_finish_on:
                forbid_finish_on_item = PresidentOptionsForbidFinishOnItem(
                    forbid_finish_on_item_data
                )

                forbid_finish_on.append(forbid_finish_on_item)

        jokers = d.pop("jokers", UNSET)

        _later_round_leader = d.pop("later_round_leader", UNSET)
        later_round_leader: PresidentOptionsLaterRoundLeader | Unset
        if isinstance(_later_round_leader, Unset):
            later_round_leader = UNSET
        else:
            later_round_leader = PresidentOptionsLaterRoundLeader(_later_round_leader)

        max_rounds = d.pop("max_rounds", UNSET)

        out_of_turn_completion = d.pop("out_of_turn_completion", UNSET)

        _pass_mode = d.pop("pass_mode", UNSET)
        pass_mode: PresidentOptionsPassMode | Unset
        if isinstance(_pass_mode, Unset):
            pass_mode = UNSET
        else:
            pass_mode = PresidentOptionsPassMode(_pass_mode)

        points = d.pop("points", UNSET)

        _trick_mode = d.pop("trick_mode", UNSET)
        trick_mode: PresidentOptionsTrickMode | Unset
        if isinstance(_trick_mode, Unset):
            trick_mode = UNSET
        else:
            trick_mode = PresidentOptionsTrickMode(_trick_mode)

        two_clears = d.pop("two_clears", UNSET)

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
