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


T = TypeVar("T", bound="SlyngOptions")


@_attrs_define
class SlyngOptions:
    """Options of Slyng.

    Attributes:
        deck (SlyngOptionsDeck): 52 cards, or the 36-card Durak deck (6 to A). Default: SlyngOptionsDeck.VALUE_52.
        defense_mode (SlyngOptionsDefenseMode): all_or_nothing: beat every served card or take them all. Default:
            SlyngOptionsDefenseMode.PER_CARD.
        discard_visible (bool): Views list the discard pile (else only its count). Default: True.
        end_condition (SlyngOptionsEndCondition): play_to_last: play on for a full finishing order. Default:
            SlyngOptionsEndCondition.FIRST_OUT.
        first_attacker (SlyngOptionsFirstAttacker): lowest_trump: the holder of the lowest trump shows it and attacks.
            Default: SlyngOptionsFirstAttacker.LEFT_OF_DEALER.
        five_slyng_draw (SlyngOptionsFiveSlyngDraw): exactly_five: a 5-slyng's attacker draws 5 cards, even past 5.
            Default: SlyngOptionsFiveSlyngDraw.REFILL.
        must_beat_if_able (bool): The defender must beat as many cards as possible. Default: False.
        refill_timing (SlyngOptionsRefillTiming): immediate: the attacker refills right after attacking. Default:
            SlyngOptionsRefillTiming.END_OF_BOUT.
        simultaneous_finish (SlyngOptionsSimultaneousFinish): attacker_first: when attacker and defender go out in one
            bout, the attacker ranks first. Default: SlyngOptionsSimultaneousFinish.SHARED.
        slyng_limit (SlyngOptionsSlyngLimit): Serve no more cards than the defender holds; none: no limit. Default:
            SlyngOptionsSlyngLimit.DEFENDER_HAND.
        slyng_strict (bool): 3-slyng: exactly a pair plus another rank; 5-slyng: two pairs of different ranks plus a
            third rank. Default: False.
    """

    deck: SlyngOptionsDeck = SlyngOptionsDeck.VALUE_52
    defense_mode: SlyngOptionsDefenseMode = SlyngOptionsDefenseMode.PER_CARD
    discard_visible: bool = True
    end_condition: SlyngOptionsEndCondition = SlyngOptionsEndCondition.FIRST_OUT
    first_attacker: SlyngOptionsFirstAttacker = SlyngOptionsFirstAttacker.LEFT_OF_DEALER
    five_slyng_draw: SlyngOptionsFiveSlyngDraw = SlyngOptionsFiveSlyngDraw.REFILL
    must_beat_if_able: bool = False
    refill_timing: SlyngOptionsRefillTiming = SlyngOptionsRefillTiming.END_OF_BOUT
    simultaneous_finish: SlyngOptionsSimultaneousFinish = (
        SlyngOptionsSimultaneousFinish.SHARED
    )
    slyng_limit: SlyngOptionsSlyngLimit = SlyngOptionsSlyngLimit.DEFENDER_HAND
    slyng_strict: bool = False

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck.value

        defense_mode = self.defense_mode.value

        discard_visible = self.discard_visible

        end_condition = self.end_condition.value

        first_attacker = self.first_attacker.value

        five_slyng_draw = self.five_slyng_draw.value

        must_beat_if_able = self.must_beat_if_able

        refill_timing = self.refill_timing.value

        simultaneous_finish = self.simultaneous_finish.value

        slyng_limit = self.slyng_limit.value

        slyng_strict = self.slyng_strict

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deck": deck,
                "defense_mode": defense_mode,
                "discard_visible": discard_visible,
                "end_condition": end_condition,
                "first_attacker": first_attacker,
                "five_slyng_draw": five_slyng_draw,
                "must_beat_if_able": must_beat_if_able,
                "refill_timing": refill_timing,
                "simultaneous_finish": simultaneous_finish,
                "slyng_limit": slyng_limit,
                "slyng_strict": slyng_strict,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = SlyngOptionsDeck(d.pop("deck"))

        defense_mode = SlyngOptionsDefenseMode(d.pop("defense_mode"))

        discard_visible = d.pop("discard_visible")

        end_condition = SlyngOptionsEndCondition(d.pop("end_condition"))

        first_attacker = SlyngOptionsFirstAttacker(d.pop("first_attacker"))

        five_slyng_draw = SlyngOptionsFiveSlyngDraw(d.pop("five_slyng_draw"))

        must_beat_if_able = d.pop("must_beat_if_able")

        refill_timing = SlyngOptionsRefillTiming(d.pop("refill_timing"))

        simultaneous_finish = SlyngOptionsSimultaneousFinish(
            d.pop("simultaneous_finish")
        )

        slyng_limit = SlyngOptionsSlyngLimit(d.pop("slyng_limit"))

        slyng_strict = d.pop("slyng_strict")

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
