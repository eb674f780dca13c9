from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_options_dac_timing import DacOptionsDacTiming
from ..models.dac_options_decks_type_1 import DacOptionsDecksType1
from ..models.dac_options_failed_snap_card import DacOptionsFailedSnapCard
from ..models.dac_options_initial_peek import DacOptionsInitialPeek
from ..models.dac_options_power_source import DacOptionsPowerSource
from ..models.dac_options_scoring import DacOptionsScoring
from ..models.dac_options_snap_limit import DacOptionsSnapLimit
from ..models.dac_options_snap_window import DacOptionsSnapWindow
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="DacOptions")


@_attrs_define
class DacOptions:
    """Options of Dač.

    Attributes:
        caller_penalty (int): Added to the caller's score when not strictly lowest. Default: 0.
        dac_min_full_rounds (int): Turns every player must complete before a call. Default: 0.
        dac_timing (DacOptionsDacTiming): instead_of_turn: CALL_DAC replaces a turn. Default:
            DacOptionsDacTiming.END_OF_TURN.
        decks (DacOptionsDecksType1 | Literal['auto']): auto: one deck for 2-8 players, two for 9-16. Default: 'auto'.
        discarder_may_snap (bool): The turn's discarder may snap too. Default: True.
        failed_snap_card (DacOptionsFailedSnapCard): stays_discarded: a wrong card stays on the pile. Default:
            DacOptionsFailedSnapCard.RETURNS.
        initial_peek (DacOptionsInitialPeek): fixed_first_two: slots 0 and 1 are shown to their owner at the deal.
            Default: DacOptionsInitialPeek.CHOOSE.
        initial_upcard (bool): Turn the top stock card up to start the pile. Default: False.
        jack_look (bool): The Jack swap shows its actor both cards. Default: False.
        jack_optional (bool): The Jack swap may be skipped. Default: False.
        lock_caller_layout (bool): After the call, the caller's cards cannot be swapped by a Jack. Default: False.
        max_players (int): The most players a game may seat. Default: 16.
        memory_aid (bool): Views show each player the face-down cards they have seen. Default: False.
        power_source (DacOptionsPowerSource): drawn_from_stock_only: only a stock card discarded unused gives a power.
            Default: DacOptionsPowerSource.ANY_TURN_DISCARD.
        scoring (DacOptionsScoring): cumulative: rounds until a total reaches target_score. Default:
            DacOptionsScoring.SINGLE_ROUND.
        snap_limit (DacOptionsSnapLimit): first_only: the window closes at the first successful snap. Default:
            DacOptionsSnapLimit.UNLIMITED.
        snap_others (bool): A snap may name another player's slot, giving one of one's own cards in return. Default:
            False.
        snap_window (DacOptionsSnapWindow): until_next_draw: no pass needed; the window closes at the next player's
            draw. Default: DacOptionsSnapWindow.ALL_RESPOND.
        target_score (int): The total that ends a cumulative match. Default: 100.
    """

    caller_penalty: int = 0
    dac_min_full_rounds: int = 0
    dac_timing: DacOptionsDacTiming = DacOptionsDacTiming.END_OF_TURN
    decks: DacOptionsDecksType1 | Literal["auto"] = "auto"
    discarder_may_snap: bool = True
    failed_snap_card: DacOptionsFailedSnapCard = DacOptionsFailedSnapCard.RETURNS
    initial_peek: DacOptionsInitialPeek = DacOptionsInitialPeek.CHOOSE
    initial_upcard: bool = False
    jack_look: bool = False
    jack_optional: bool = False
    lock_caller_layout: bool = False
    max_players: int = 16
    memory_aid: bool = False
    power_source: DacOptionsPowerSource = DacOptionsPowerSource.ANY_TURN_DISCARD
    scoring: DacOptionsScoring = DacOptionsScoring.SINGLE_ROUND
    snap_limit: DacOptionsSnapLimit = DacOptionsSnapLimit.UNLIMITED
    snap_others: bool = False
    snap_window: DacOptionsSnapWindow = DacOptionsSnapWindow.ALL_RESPOND
    target_score: int = 100

    def to_dict(self) -> dict[str, Any]:
        caller_penalty = self.caller_penalty

        dac_min_full_rounds = self.dac_min_full_rounds

        dac_timing = self.dac_timing.value

        decks: int | Literal["auto"]
        if isinstance(self.decks, DacOptionsDecksType1):
            decks = self.decks.value
        else:
            decks = self.decks

        discarder_may_snap = self.discarder_may_snap

        failed_snap_card = self.failed_snap_card.value

        initial_peek = self.initial_peek.value

        initial_upcard = self.initial_upcard

        jack_look = self.jack_look

        jack_optional = self.jack_optional

        lock_caller_layout = self.lock_caller_layout

        max_players = self.max_players

        memory_aid = self.memory_aid

        power_source = self.power_source.value

        scoring = self.scoring.value

        snap_limit = self.snap_limit.value

        snap_others = self.snap_others

        snap_window = self.snap_window.value

        target_score = self.target_score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "caller_penalty": caller_penalty,
                "dac_min_full_rounds": dac_min_full_rounds,
                "dac_timing": dac_timing,
                "decks": decks,
                "discarder_may_snap": discarder_may_snap,
                "failed_snap_card": failed_snap_card,
                "initial_peek": initial_peek,
                "initial_upcard": initial_upcard,
                "jack_look": jack_look,
                "jack_optional": jack_optional,
                "lock_caller_layout": lock_caller_layout,
                "max_players": max_players,
                "memory_aid": memory_aid,
                "power_source": power_source,
                "scoring": scoring,
                "snap_limit": snap_limit,
                "snap_others": snap_others,
                "snap_window": snap_window,
                "target_score": target_score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        caller_penalty = d.pop("caller_penalty")

        dac_min_full_rounds = d.pop("dac_min_full_rounds")

        dac_timing = DacOptionsDacTiming(d.pop("dac_timing"))

        def _parse_decks(data: object) -> DacOptionsDecksType1 | Literal["auto"]:
            decks_type_0 = cast(Literal["auto"], data)
            if decks_type_0 != "auto":
                raise ValueError(
                    f"decks_type_0 must match const 'auto', got '{decks_type_0}'"
                )
            return decks_type_0
            if not isinstance(data, int):
                raise TypeError()
            decks_type_1 = DacOptionsDecksType1(data)

            return decks_type_1

        decks = _parse_decks(d.pop("decks"))

        discarder_may_snap = d.pop("discarder_may_snap")

        failed_snap_card = DacOptionsFailedSnapCard(d.pop("failed_snap_card"))

        initial_peek = DacOptionsInitialPeek(d.pop("initial_peek"))

        initial_upcard = d.pop("initial_upcard")

        jack_look = d.pop("jack_look")

        jack_optional = d.pop("jack_optional")

        lock_caller_layout = d.pop("lock_caller_layout")

        max_players = d.pop("max_players")

        memory_aid = d.pop("memory_aid")

        power_source = DacOptionsPowerSource(d.pop("power_source"))

        scoring = DacOptionsScoring(d.pop("scoring"))

        snap_limit = DacOptionsSnapLimit(d.pop("snap_limit"))

        snap_others = d.pop("snap_others")

        snap_window = DacOptionsSnapWindow(d.pop("snap_window"))

        target_score = d.pop("target_score")

        dac_options = cls(
            caller_penalty=caller_penalty,
            dac_min_full_rounds=dac_min_full_rounds,
            dac_timing=dac_timing,
            decks=decks,
            discarder_may_snap=discarder_may_snap,
            failed_snap_card=failed_snap_card,
            initial_peek=initial_peek,
            initial_upcard=initial_upcard,
            jack_look=jack_look,
            jack_optional=jack_optional,
            lock_caller_layout=lock_caller_layout,
            max_players=max_players,
            memory_aid=memory_aid,
            power_source=power_source,
            scoring=scoring,
            snap_limit=snap_limit,
            snap_others=snap_others,
            snap_window=snap_window,
            target_score=target_score,
        )

        return dac_options
