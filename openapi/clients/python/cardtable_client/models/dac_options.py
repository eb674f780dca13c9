from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dac_options_dac_timing import DacOptionsDacTiming
from ..models.dac_options_decks_type_0 import DacOptionsDecksType0
from ..models.dac_options_decks_type_1 import DacOptionsDecksType1
from ..models.dac_options_failed_snap_card import DacOptionsFailedSnapCard
from ..models.dac_options_initial_peek import DacOptionsInitialPeek
from ..models.dac_options_power_source import DacOptionsPowerSource
from ..models.dac_options_scoring import DacOptionsScoring
from ..models.dac_options_snap_limit import DacOptionsSnapLimit
from ..models.dac_options_snap_window import DacOptionsSnapWindow
from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="DacOptions")


@_attrs_define
class DacOptions:
    """Options of Dač.

    Attributes:
        caller_penalty (int | Unset): Added to the caller's score when not strictly lowest. Default: 0.
        dac_min_full_rounds (int | Unset): Turns every player must complete before a call. Default: 0.
        dac_timing (DacOptionsDacTiming | Unset): instead_of_turn: CALL_DAC replaces a turn. Default:
            DacOptionsDacTiming.END_OF_TURN.
        decks (DacOptionsDecksType0 | DacOptionsDecksType1 | Unset): auto: one deck for 2-8 players, two for 9-16.
            Default: DacOptionsDecksType0.AUTO.
        discarder_may_snap (bool | Unset): The turn's discarder may snap too. Default: True.
        failed_snap_card (DacOptionsFailedSnapCard | Unset): stays_discarded: a wrong card stays on the pile. Default:
            DacOptionsFailedSnapCard.RETURNS.
        initial_peek (DacOptionsInitialPeek | Unset): fixed_first_two: slots 0 and 1 are shown to their owner at the
            deal. Default: DacOptionsInitialPeek.CHOOSE.
        initial_upcard (bool | Unset): Turn the top stock card up to start the pile. Default: False.
        jack_look (bool | Unset): The Jack swap shows its actor both cards. Default: False.
        jack_optional (bool | Unset): The Jack swap may be skipped. Default: False.
        lock_caller_layout (bool | Unset): After the call, the caller's cards cannot be swapped by a Jack. Default:
            False.
        max_players (int | Unset): The most players a game may seat. Default: 16.
        memory_aid (bool | Unset): Views show each player the face-down cards they have seen. Default: False.
        power_source (DacOptionsPowerSource | Unset): drawn_from_stock_only: only a stock card discarded unused gives a
            power. Default: DacOptionsPowerSource.ANY_TURN_DISCARD.
        scoring (DacOptionsScoring | Unset): cumulative: rounds until a total reaches target_score. Default:
            DacOptionsScoring.SINGLE_ROUND.
        snap_limit (DacOptionsSnapLimit | Unset): first_only: the window closes at the first successful snap. Default:
            DacOptionsSnapLimit.UNLIMITED.
        snap_others (bool | Unset): A snap may name another player's slot, giving one of one's own cards in return.
            Default: False.
        snap_window (DacOptionsSnapWindow | Unset): until_next_draw: no pass needed; the window closes at the next
            player's draw. Default: DacOptionsSnapWindow.ALL_RESPOND.
        target_score (int | Unset): The total that ends a cumulative match. Default: 100.
    """

    caller_penalty: int | Unset = 0
    dac_min_full_rounds: int | Unset = 0
    dac_timing: DacOptionsDacTiming | Unset = DacOptionsDacTiming.END_OF_TURN
    decks: DacOptionsDecksType0 | DacOptionsDecksType1 | Unset = (
        DacOptionsDecksType0.AUTO
    )
    discarder_may_snap: bool | Unset = True
    failed_snap_card: DacOptionsFailedSnapCard | Unset = (
        DacOptionsFailedSnapCard.RETURNS
    )
    initial_peek: DacOptionsInitialPeek | Unset = DacOptionsInitialPeek.CHOOSE
    initial_upcard: bool | Unset = False
    jack_look: bool | Unset = False
    jack_optional: bool | Unset = False
    lock_caller_layout: bool | Unset = False
    max_players: int | Unset = 16
    memory_aid: bool | Unset = False
    power_source: DacOptionsPowerSource | Unset = DacOptionsPowerSource.ANY_TURN_DISCARD
    scoring: DacOptionsScoring | Unset = DacOptionsScoring.SINGLE_ROUND
    snap_limit: DacOptionsSnapLimit | Unset = DacOptionsSnapLimit.UNLIMITED
    snap_others: bool | Unset = False
    snap_window: DacOptionsSnapWindow | Unset = DacOptionsSnapWindow.ALL_RESPOND
    target_score: int | Unset = 100

    def to_dict(self) -> dict[str, Any]:
        caller_penalty = self.caller_penalty

        dac_min_full_rounds = self.dac_min_full_rounds

        dac_timing: str | Unset = UNSET
        if not isinstance(self.dac_timing, Unset):
            dac_timing = self.dac_timing.value

        decks: int | str | Unset
        if isinstance(self.decks, Unset):
            decks = UNSET
        elif isinstance(self.decks, DacOptionsDecksType0):
            decks = self.decks.value
        else:
            decks = self.decks.value

        discarder_may_snap = self.discarder_may_snap

        failed_snap_card: str | Unset = UNSET
        if not isinstance(self.failed_snap_card, Unset):
            failed_snap_card = self.failed_snap_card.value

        initial_peek: str | Unset = UNSET
        if not isinstance(self.initial_peek, Unset):
            initial_peek = self.initial_peek.value

        initial_upcard = self.initial_upcard

        jack_look = self.jack_look

        jack_optional = self.jack_optional

        lock_caller_layout = self.lock_caller_layout

        max_players = self.max_players

        memory_aid = self.memory_aid

        power_source: str | Unset = UNSET
        if not isinstance(self.power_source, Unset):
            power_source = self.power_source.value

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        snap_limit: str | Unset = UNSET
        if not isinstance(self.snap_limit, Unset):
            snap_limit = self.snap_limit.value

        snap_others = self.snap_others

        snap_window: str | Unset = UNSET
        if not isinstance(self.snap_window, Unset):
            snap_window = self.snap_window.value

        target_score = self.target_score

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if caller_penalty is not UNSET:
            field_dict["caller_penalty"] = caller_penalty
        if dac_min_full_rounds is not UNSET:
            field_dict["dac_min_full_rounds"] = dac_min_full_rounds
        if dac_timing is not UNSET:
            field_dict["dac_timing"] = dac_timing
        if decks is not UNSET:
            field_dict["decks"] = decks
        if discarder_may_snap is not UNSET:
            field_dict["discarder_may_snap"] = discarder_may_snap
        if failed_snap_card is not UNSET:
            field_dict["failed_snap_card"] = failed_snap_card
        if initial_peek is not UNSET:
            field_dict["initial_peek"] = initial_peek
        if initial_upcard is not UNSET:
            field_dict["initial_upcard"] = initial_upcard
        if jack_look is not UNSET:
            field_dict["jack_look"] = jack_look
        if jack_optional is not UNSET:
            field_dict["jack_optional"] = jack_optional
        if lock_caller_layout is not UNSET:
            field_dict["lock_caller_layout"] = lock_caller_layout
        if max_players is not UNSET:
            field_dict["max_players"] = max_players
        if memory_aid is not UNSET:
            field_dict["memory_aid"] = memory_aid
        if power_source is not UNSET:
            field_dict["power_source"] = power_source
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if snap_limit is not UNSET:
            field_dict["snap_limit"] = snap_limit
        if snap_others is not UNSET:
            field_dict["snap_others"] = snap_others
        if snap_window is not UNSET:
            field_dict["snap_window"] = snap_window
        if target_score is not UNSET:
            field_dict["target_score"] = target_score

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        caller_penalty = d.pop("caller_penalty", UNSET)

        dac_min_full_rounds = d.pop("dac_min_full_rounds", UNSET)

        _dac_timing = d.pop("dac_timing", UNSET)
        dac_timing: DacOptionsDacTiming | Unset
        if isinstance(_dac_timing, Unset):
            dac_timing = UNSET
        else:
            dac_timing = DacOptionsDacTiming(_dac_timing)

        def _parse_decks(
            data: object,
        ) -> DacOptionsDecksType0 | DacOptionsDecksType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decks_type_0 = DacOptionsDecksType0(data)

                return decks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, int):
                raise TypeError()
            decks_type_1 = DacOptionsDecksType1(data)

            return decks_type_1

        decks = _parse_decks(d.pop("decks", UNSET))

        discarder_may_snap = d.pop("discarder_may_snap", UNSET)

        _failed_snap_card = d.pop("failed_snap_card", UNSET)
        failed_snap_card: DacOptionsFailedSnapCard | Unset
        if isinstance(_failed_snap_card, Unset):
            failed_snap_card = UNSET
        else:
            failed_snap_card = DacOptionsFailedSnapCard(_failed_snap_card)

        _initial_peek = d.pop("initial_peek", UNSET)
        initial_peek: DacOptionsInitialPeek | Unset
        if isinstance(_initial_peek, Unset):
            initial_peek = UNSET
        else:
            initial_peek = DacOptionsInitialPeek(_initial_peek)

        initial_upcard = d.pop("initial_upcard", UNSET)

        jack_look = d.pop("jack_look", UNSET)

        jack_optional = d.pop("jack_optional", UNSET)

        lock_caller_layout = d.pop("lock_caller_layout", UNSET)

        max_players = d.pop("max_players", UNSET)

        memory_aid = d.pop("memory_aid", UNSET)

        _power_source = d.pop("power_source", UNSET)
        power_source: DacOptionsPowerSource | Unset
        if isinstance(_power_source, Unset):
            power_source = UNSET
        else:
            power_source = DacOptionsPowerSource(_power_source)

        _scoring = d.pop("scoring", UNSET)
        scoring: DacOptionsScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = DacOptionsScoring(_scoring)

        _snap_limit = d.pop("snap_limit", UNSET)
        snap_limit: DacOptionsSnapLimit | Unset
        if isinstance(_snap_limit, Unset):
            snap_limit = UNSET
        else:
            snap_limit = DacOptionsSnapLimit(_snap_limit)

        snap_others = d.pop("snap_others", UNSET)

        _snap_window = d.pop("snap_window", UNSET)
        snap_window: DacOptionsSnapWindow | Unset
        if isinstance(_snap_window, Unset):
            snap_window = UNSET
        else:
            snap_window = DacOptionsSnapWindow(_snap_window)

        target_score = d.pop("target_score", UNSET)

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
