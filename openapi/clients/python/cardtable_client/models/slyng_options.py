from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.slyng_options_deck import SlyngOptionsDeck
from ..models.slyng_options_defense_mode import SlyngOptionsDefenseMode
from ..models.slyng_options_end_condition import SlyngOptionsEndCondition
from ..models.slyng_options_first_attacker import SlyngOptionsFirstAttacker
from ..models.slyng_options_five_slyng_draw import SlyngOptionsFiveSlyngDraw
from ..models.slyng_options_refill_timing import SlyngOptionsRefillTiming
from ..models.slyng_options_simultaneous_finish import SlyngOptionsSimultaneousFinish
from ..models.slyng_options_slyng_limit import SlyngOptionsSlyngLimit
from ..types import UNSET, Unset


T = TypeVar("T", bound="SlyngOptions")


@_attrs_define
class SlyngOptions:
    """Options of Slyng.

    Attributes:
        deck (SlyngOptionsDeck | Unset): 52 cards, or the 36-card Durak deck (6 to A). Default:
            SlyngOptionsDeck.VALUE_52.
        defense_mode (SlyngOptionsDefenseMode | Unset): all_or_nothing: beat every served card or take them all.
            Default: SlyngOptionsDefenseMode.PER_CARD.
        discard_visible (bool | Unset): Views list the discard pile (else only its count). Default: True.
        end_condition (SlyngOptionsEndCondition | Unset): play_to_last: play on for a full finishing order. Default:
            SlyngOptionsEndCondition.FIRST_OUT.
        first_attacker (SlyngOptionsFirstAttacker | Unset): lowest_trump: the holder of the lowest trump shows it and
            attacks. Default: SlyngOptionsFirstAttacker.LEFT_OF_DEALER.
        five_slyng_draw (SlyngOptionsFiveSlyngDraw | Unset): exactly_five: a 5-slyng's attacker draws 5 cards, even past
            5. Default: SlyngOptionsFiveSlyngDraw.REFILL.
        must_beat_if_able (bool | Unset): The defender must beat as many cards as possible. Default: False.
        refill_timing (SlyngOptionsRefillTiming | Unset): immediate: the attacker refills right after attacking.
            Default: SlyngOptionsRefillTiming.END_OF_BOUT.
        simultaneous_finish (SlyngOptionsSimultaneousFinish | Unset): attacker_first: when attacker and defender go out
            in one bout, the attacker ranks first. Default: SlyngOptionsSimultaneousFinish.SHARED.
        slyng_limit (SlyngOptionsSlyngLimit | Unset): Serve no more cards than the defender holds; none: no limit.
            Default: SlyngOptionsSlyngLimit.DEFENDER_HAND.
        slyng_strict (bool | Unset): 3-slyng: exactly a pair plus another rank; 5-slyng: two pairs of different ranks
            plus a third rank. Default: False.
    """

    deck: SlyngOptionsDeck | Unset = SlyngOptionsDeck.VALUE_52
    defense_mode: SlyngOptionsDefenseMode | Unset = SlyngOptionsDefenseMode.PER_CARD
    discard_visible: bool | Unset = True
    end_condition: SlyngOptionsEndCondition | Unset = SlyngOptionsEndCondition.FIRST_OUT
    first_attacker: SlyngOptionsFirstAttacker | Unset = (
        SlyngOptionsFirstAttacker.LEFT_OF_DEALER
    )
    five_slyng_draw: SlyngOptionsFiveSlyngDraw | Unset = (
        SlyngOptionsFiveSlyngDraw.REFILL
    )
    must_beat_if_able: bool | Unset = False
    refill_timing: SlyngOptionsRefillTiming | Unset = (
        SlyngOptionsRefillTiming.END_OF_BOUT
    )
    simultaneous_finish: SlyngOptionsSimultaneousFinish | Unset = (
        SlyngOptionsSimultaneousFinish.SHARED
    )
    slyng_limit: SlyngOptionsSlyngLimit | Unset = SlyngOptionsSlyngLimit.DEFENDER_HAND
    slyng_strict: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        deck: int | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.value

        defense_mode: str | Unset = UNSET
        if not isinstance(self.defense_mode, Unset):
            defense_mode = self.defense_mode.value

        discard_visible = self.discard_visible

        end_condition: str | Unset = UNSET
        if not isinstance(self.end_condition, Unset):
            end_condition = self.end_condition.value

        first_attacker: str | Unset = UNSET
        if not isinstance(self.first_attacker, Unset):
            first_attacker = self.first_attacker.value

        five_slyng_draw: str | Unset = UNSET
        if not isinstance(self.five_slyng_draw, Unset):
            five_slyng_draw = self.five_slyng_draw.value

        must_beat_if_able = self.must_beat_if_able

        refill_timing: str | Unset = UNSET
        if not isinstance(self.refill_timing, Unset):
            refill_timing = self.refill_timing.value

        simultaneous_finish: str | Unset = UNSET
        if not isinstance(self.simultaneous_finish, Unset):
            simultaneous_finish = self.simultaneous_finish.value

        slyng_limit: str | Unset = UNSET
        if not isinstance(self.slyng_limit, Unset):
            slyng_limit = self.slyng_limit.value

        slyng_strict = self.slyng_strict

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if deck is not UNSET:
            field_dict["deck"] = deck
        if defense_mode is not UNSET:
            field_dict["defense_mode"] = defense_mode
        if discard_visible is not UNSET:
            field_dict["discard_visible"] = discard_visible
        if end_condition is not UNSET:
            field_dict["end_condition"] = end_condition
        if first_attacker is not UNSET:
            field_dict["first_attacker"] = first_attacker
        if five_slyng_draw is not UNSET:
            field_dict["five_slyng_draw"] = five_slyng_draw
        if must_beat_if_able is not UNSET:
            field_dict["must_beat_if_able"] = must_beat_if_able
        if refill_timing is not UNSET:
            field_dict["refill_timing"] = refill_timing
        if simultaneous_finish is not UNSET:
            field_dict["simultaneous_finish"] = simultaneous_finish
        if slyng_limit is not UNSET:
            field_dict["slyng_limit"] = slyng_limit
        if slyng_strict is not UNSET:
            field_dict["slyng_strict"] = slyng_strict

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _deck = d.pop("deck", UNSET)
        deck: SlyngOptionsDeck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = SlyngOptionsDeck(_deck)

        _defense_mode = d.pop("defense_mode", UNSET)
        defense_mode: SlyngOptionsDefenseMode | Unset
        if isinstance(_defense_mode, Unset):
            defense_mode = UNSET
        else:
            defense_mode = SlyngOptionsDefenseMode(_defense_mode)

        discard_visible = d.pop("discard_visible", UNSET)

        _end_condition = d.pop("end_condition", UNSET)
        end_condition: SlyngOptionsEndCondition | Unset
        if isinstance(_end_condition, Unset):
            end_condition = UNSET
        else:
            end_condition = SlyngOptionsEndCondition(_end_condition)

        _first_attacker = d.pop("first_attacker", UNSET)
        first_attacker: SlyngOptionsFirstAttacker | Unset
        if isinstance(_first_attacker, Unset):
            first_attacker = UNSET
        else:
            first_attacker = SlyngOptionsFirstAttacker(_first_attacker)

        _five_slyng_draw = d.pop("five_slyng_draw", UNSET)
        five_slyng_draw: SlyngOptionsFiveSlyngDraw | Unset
        if isinstance(_five_slyng_draw, Unset):
            five_slyng_draw = UNSET
        else:
            five_slyng_draw = SlyngOptionsFiveSlyngDraw(_five_slyng_draw)

        must_beat_if_able = d.pop("must_beat_if_able", UNSET)

        _refill_timing = d.pop("refill_timing", UNSET)
        refill_timing: SlyngOptionsRefillTiming | Unset
        if isinstance(_refill_timing, Unset):
            refill_timing = UNSET
        else:
            refill_timing = SlyngOptionsRefillTiming(_refill_timing)

        _simultaneous_finish = d.pop("simultaneous_finish", UNSET)
        simultaneous_finish: SlyngOptionsSimultaneousFinish | Unset
        if isinstance(_simultaneous_finish, Unset):
            simultaneous_finish = UNSET
        else:
            simultaneous_finish = SlyngOptionsSimultaneousFinish(_simultaneous_finish)

        _slyng_limit = d.pop("slyng_limit", UNSET)
        slyng_limit: SlyngOptionsSlyngLimit | Unset
        if isinstance(_slyng_limit, Unset):
            slyng_limit = UNSET
        else:
            slyng_limit = SlyngOptionsSlyngLimit(_slyng_limit)

        slyng_strict = d.pop("slyng_strict", UNSET)

        slyng_options = cls(
            deck=deck,
            defense_mode=defense_mode,
            discard_visible=discard_visible,
            end_condition=end_condition,
            first_attacker=first_attacker,
            five_slyng_draw=five_slyng_draw,
            must_beat_if_able=must_beat_if_able,
            refill_timing=refill_timing,
            simultaneous_finish=simultaneous_finish,
            slyng_limit=slyng_limit,
            slyng_strict=slyng_strict,
        )

        return slyng_options
