"""Contains all the data models used in inputs/outputs"""

from .create_game import CreateGame
from .create_game_options import CreateGameOptions
from .created_game import CreatedGame
from .dac_call_dac_move import DacCallDacMove
from .dac_call_dac_move_type import DacCallDacMoveType
from .dac_discard_drawn_move import DacDiscardDrawnMove
from .dac_discard_drawn_move_type import DacDiscardDrawnMoveType
from .dac_draw_stock_move import DacDrawStockMove
from .dac_draw_stock_move_type import DacDrawStockMoveType
from .dac_initial_peek_move import DacInitialPeekMove
from .dac_initial_peek_move_type import DacInitialPeekMoveType
from .dac_jack_swap_move import DacJackSwapMove
from .dac_jack_swap_move_type import DacJackSwapMoveType
from .dac_legal_moves import DacLegalMoves
from .dac_legal_moves_kind import DacLegalMovesKind
from .dac_next_round_move import DacNextRoundMove
from .dac_next_round_move_type import DacNextRoundMoveType
from .dac_options import DacOptions
from .dac_options_dac_timing import DacOptionsDacTiming
from .dac_options_decks_type_0 import DacOptionsDecksType0
from .dac_options_decks_type_1 import DacOptionsDecksType1
from .dac_options_failed_snap_card import DacOptionsFailedSnapCard
from .dac_options_initial_peek import DacOptionsInitialPeek
from .dac_options_power_source import DacOptionsPowerSource
from .dac_options_scoring import DacOptionsScoring
from .dac_options_snap_limit import DacOptionsSnapLimit
from .dac_options_snap_window import DacOptionsSnapWindow
from .dac_pass_snap_move import DacPassSnapMove
from .dac_pass_snap_move_type import DacPassSnapMoveType
from .dac_queen_peek_move import DacQueenPeekMove
from .dac_queen_peek_move_type import DacQueenPeekMoveType
from .dac_replace_move import DacReplaceMove
from .dac_replace_move_type import DacReplaceMoveType
from .dac_skip_power_move import DacSkipPowerMove
from .dac_skip_power_move_type import DacSkipPowerMoveType
from .dac_snap_move import DacSnapMove
from .dac_snap_move_slots_item_type_1 import DacSnapMoveSlotsItemType1
from .dac_snap_move_type import DacSnapMoveType
from .dac_take_discard_move import DacTakeDiscardMove
from .dac_take_discard_move_type import DacTakeDiscardMoveType
from .dac_view import DacView
from .dac_view_kind import DacViewKind
from .dac_view_pending_type_1 import DacViewPendingType1
from .dac_view_pending_type_1_source import DacViewPendingType1Source
from .dac_view_phase import DacViewPhase
from .dac_view_players_item import DacViewPlayersItem
from .dac_view_players_item_slots_item import DacViewPlayersItemSlotsItem
from .dac_view_result_type_1 import DacViewResultType1
from .dac_view_rounds_item import DacViewRoundsItem
from .dac_view_rounds_item_reason import DacViewRoundsItemReason
from .dac_view_snap_window_type_1 import DacViewSnapWindowType1
from .dac_view_status import DacViewStatus
from .event import Event
from .health_response_200 import HealthResponse200
from .joined import Joined
from .kind_description import KindDescription
from .kind_description_defaults import KindDescriptionDefaults
from .kind_description_kind import KindDescriptionKind
from .kind_description_moves_item import KindDescriptionMovesItem
from .kind_description_moves_item_schema import KindDescriptionMovesItemSchema
from .kind_description_options import KindDescriptionOptions
from .list_events_response_200 import ListEventsResponse200
from .player import Player
from .post_move_response_200 import PostMoveResponse200
from .president_exchange_return_move import PresidentExchangeReturnMove
from .president_exchange_return_move_type import PresidentExchangeReturnMoveType
from .president_exchange_take_move import PresidentExchangeTakeMove
from .president_exchange_take_move_type import PresidentExchangeTakeMoveType
from .president_legal_moves import PresidentLegalMoves
from .president_legal_moves_kind import PresidentLegalMovesKind
from .president_next_round_move import PresidentNextRoundMove
from .president_next_round_move_type import PresidentNextRoundMoveType
from .president_options import PresidentOptions
from .president_options_burn_leader import PresidentOptionsBurnLeader
from .president_options_exchange_wild_strength import (
    PresidentOptionsExchangeWildStrength,
)
from .president_options_first_lead_card import PresidentOptionsFirstLeadCard
from .president_options_forbid_finish_on_item import PresidentOptionsForbidFinishOnItem
from .president_options_later_round_leader import PresidentOptionsLaterRoundLeader
from .president_options_pass_mode import PresidentOptionsPassMode
from .president_options_trick_mode import PresidentOptionsTrickMode
from .president_pass_move import PresidentPassMove
from .president_pass_move_type import PresidentPassMoveType
from .president_play_move import PresidentPlayMove
from .president_play_move_type import PresidentPlayMoveType
from .president_view import PresidentView
from .president_view_exchange_item import PresidentViewExchangeItem
from .president_view_kind import PresidentViewKind
from .president_view_phase import PresidentViewPhase
from .president_view_players_item import PresidentViewPlayersItem
from .president_view_result_type_1 import PresidentViewResultType1
from .president_view_result_type_1_rounds_item import PresidentViewResultType1RoundsItem
from .president_view_result_type_1_rounds_item_titles import (
    PresidentViewResultType1RoundsItemTitles,
)
from .president_view_rounds_item import PresidentViewRoundsItem
from .president_view_rounds_item_titles import PresidentViewRoundsItemTitles
from .president_view_run_type_1 import PresidentViewRunType1
from .president_view_status import PresidentViewStatus
from .president_view_top_play_type_1 import PresidentViewTopPlayType1
from .president_view_trick_item import PresidentViewTrickItem
from .problem import Problem
from .ready_response_200 import ReadyResponse200
from .seat_token import SeatToken
from .slyng_attack_move import SlyngAttackMove
from .slyng_attack_move_type import SlyngAttackMoveType
from .slyng_beat_move import SlyngBeatMove
from .slyng_beat_move_type import SlyngBeatMoveType
from .slyng_defend_move import SlyngDefendMove
from .slyng_defend_move_responses_item import SlyngDefendMoveResponsesItem
from .slyng_defend_move_type import SlyngDefendMoveType
from .slyng_legal_moves import SlyngLegalMoves
from .slyng_legal_moves_kind import SlyngLegalMovesKind
from .slyng_options import SlyngOptions
from .slyng_options_deck import SlyngOptionsDeck
from .slyng_options_defense_mode import SlyngOptionsDefenseMode
from .slyng_options_end_condition import SlyngOptionsEndCondition
from .slyng_options_first_attacker import SlyngOptionsFirstAttacker
from .slyng_options_five_slyng_draw import SlyngOptionsFiveSlyngDraw
from .slyng_options_refill_timing import SlyngOptionsRefillTiming
from .slyng_options_simultaneous_finish import SlyngOptionsSimultaneousFinish
from .slyng_options_slyng_limit import SlyngOptionsSlyngLimit
from .slyng_take_move import SlyngTakeMove
from .slyng_take_move_type import SlyngTakeMoveType
from .slyng_view import SlyngView
from .slyng_view_kind import SlyngViewKind
from .slyng_view_phase import SlyngViewPhase
from .slyng_view_players_item import SlyngViewPlayersItem
from .slyng_view_result_type_1 import SlyngViewResultType1
from .slyng_view_status import SlyngViewStatus
from .slyng_view_table_item import SlyngViewTableItem
from .slyng_view_trump_suit import SlyngViewTrumpSuit
from .validate_move_response_200 import ValidateMoveResponse200
from .vri_atter_draw_move import VriAtterDrawMove
from .vri_atter_draw_move_type import VriAtterDrawMoveType
from .vri_atter_knock_move import VriAtterKnockMove
from .vri_atter_knock_move_type import VriAtterKnockMoveType
from .vri_atter_legal_moves import VriAtterLegalMoves
from .vri_atter_legal_moves_kind import VriAtterLegalMovesKind
from .vri_atter_options import VriAtterOptions
from .vri_atter_options_ace_value import VriAtterOptionsAceValue
from .vri_atter_options_arithmetic import VriAtterOptionsArithmetic
from .vri_atter_options_false_knock import VriAtterOptionsFalseKnock
from .vri_atter_options_hand_size import VriAtterOptionsHandSize
from .vri_atter_options_initial_eight import VriAtterOptionsInitialEight
from .vri_atter_pass_move import VriAtterPassMove
from .vri_atter_pass_move_type import VriAtterPassMoveType
from .vri_atter_play_combo_move import VriAtterPlayComboMove
from .vri_atter_play_combo_move_nominate_suit import VriAtterPlayComboMoveNominateSuit
from .vri_atter_play_combo_move_type import VriAtterPlayComboMoveType
from .vri_atter_play_move import VriAtterPlayMove
from .vri_atter_play_move_nominate_suit import VriAtterPlayMoveNominateSuit
from .vri_atter_play_move_type import VriAtterPlayMoveType
from .vri_atter_view import VriAtterView
from .vri_atter_view_active_suit import VriAtterViewActiveSuit
from .vri_atter_view_kind import VriAtterViewKind
from .vri_atter_view_phase import VriAtterViewPhase
from .vri_atter_view_players_item import VriAtterViewPlayersItem
from .vri_atter_view_result_type_1 import VriAtterViewResultType1
from .vri_atter_view_status import VriAtterViewStatus

__all__ = (
    "CreatedGame",
    "CreateGame",
    "CreateGameOptions",
    "DacCallDacMove",
    "DacCallDacMoveType",
    "DacDiscardDrawnMove",
    "DacDiscardDrawnMoveType",
    "DacDrawStockMove",
    "DacDrawStockMoveType",
    "DacInitialPeekMove",
    "DacInitialPeekMoveType",
    "DacJackSwapMove",
    "DacJackSwapMoveType",
    "DacLegalMoves",
    "DacLegalMovesKind",
    "DacNextRoundMove",
    "DacNextRoundMoveType",
    "DacOptions",
    "DacOptionsDacTiming",
    "DacOptionsDecksType0",
    "DacOptionsDecksType1",
    "DacOptionsFailedSnapCard",
    "DacOptionsInitialPeek",
    "DacOptionsPowerSource",
    "DacOptionsScoring",
    "DacOptionsSnapLimit",
    "DacOptionsSnapWindow",
    "DacPassSnapMove",
    "DacPassSnapMoveType",
    "DacQueenPeekMove",
    "DacQueenPeekMoveType",
    "DacReplaceMove",
    "DacReplaceMoveType",
    "DacSkipPowerMove",
    "DacSkipPowerMoveType",
    "DacSnapMove",
    "DacSnapMoveSlotsItemType1",
    "DacSnapMoveType",
    "DacTakeDiscardMove",
    "DacTakeDiscardMoveType",
    "DacView",
    "DacViewKind",
    "DacViewPendingType1",
    "DacViewPendingType1Source",
    "DacViewPhase",
    "DacViewPlayersItem",
    "DacViewPlayersItemSlotsItem",
    "DacViewResultType1",
    "DacViewRoundsItem",
    "DacViewRoundsItemReason",
    "DacViewSnapWindowType1",
    "DacViewStatus",
    "Event",
    "HealthResponse200",
    "Joined",
    "KindDescription",
    "KindDescriptionDefaults",
    "KindDescriptionKind",
    "KindDescriptionMovesItem",
    "KindDescriptionMovesItemSchema",
    "KindDescriptionOptions",
    "ListEventsResponse200",
    "Player",
    "PostMoveResponse200",
    "PresidentExchangeReturnMove",
    "PresidentExchangeReturnMoveType",
    "PresidentExchangeTakeMove",
    "PresidentExchangeTakeMoveType",
    "PresidentLegalMoves",
    "PresidentLegalMovesKind",
    "PresidentNextRoundMove",
    "PresidentNextRoundMoveType",
    "PresidentOptions",
    "PresidentOptionsBurnLeader",
    "PresidentOptionsExchangeWildStrength",
    "PresidentOptionsFirstLeadCard",
    "PresidentOptionsForbidFinishOnItem",
    "PresidentOptionsLaterRoundLeader",
    "PresidentOptionsPassMode",
    "PresidentOptionsTrickMode",
    "PresidentPassMove",
    "PresidentPassMoveType",
    "PresidentPlayMove",
    "PresidentPlayMoveType",
    "PresidentView",
    "PresidentViewExchangeItem",
    "PresidentViewKind",
    "PresidentViewPhase",
    "PresidentViewPlayersItem",
    "PresidentViewResultType1",
    "PresidentViewResultType1RoundsItem",
    "PresidentViewResultType1RoundsItemTitles",
    "PresidentViewRoundsItem",
    "PresidentViewRoundsItemTitles",
    "PresidentViewRunType1",
    "PresidentViewStatus",
    "PresidentViewTopPlayType1",
    "PresidentViewTrickItem",
    "Problem",
    "ReadyResponse200",
    "SeatToken",
    "SlyngAttackMove",
    "SlyngAttackMoveType",
    "SlyngBeatMove",
    "SlyngBeatMoveType",
    "SlyngDefendMove",
    "SlyngDefendMoveResponsesItem",
    "SlyngDefendMoveType",
    "SlyngLegalMoves",
    "SlyngLegalMovesKind",
    "SlyngOptions",
    "SlyngOptionsDeck",
    "SlyngOptionsDefenseMode",
    "SlyngOptionsEndCondition",
    "SlyngOptionsFirstAttacker",
    "SlyngOptionsFiveSlyngDraw",
    "SlyngOptionsRefillTiming",
    "SlyngOptionsSimultaneousFinish",
    "SlyngOptionsSlyngLimit",
    "SlyngTakeMove",
    "SlyngTakeMoveType",
    "SlyngView",
    "SlyngViewKind",
    "SlyngViewPhase",
    "SlyngViewPlayersItem",
    "SlyngViewResultType1",
    "SlyngViewStatus",
    "SlyngViewTableItem",
    "SlyngViewTrumpSuit",
    "ValidateMoveResponse200",
    "VriAtterDrawMove",
    "VriAtterDrawMoveType",
    "VriAtterKnockMove",
    "VriAtterKnockMoveType",
    "VriAtterLegalMoves",
    "VriAtterLegalMovesKind",
    "VriAtterOptions",
    "VriAtterOptionsAceValue",
    "VriAtterOptionsArithmetic",
    "VriAtterOptionsFalseKnock",
    "VriAtterOptionsHandSize",
    "VriAtterOptionsInitialEight",
    "VriAtterPassMove",
    "VriAtterPassMoveType",
    "VriAtterPlayComboMove",
    "VriAtterPlayComboMoveNominateSuit",
    "VriAtterPlayComboMoveType",
    "VriAtterPlayMove",
    "VriAtterPlayMoveNominateSuit",
    "VriAtterPlayMoveType",
    "VriAtterView",
    "VriAtterViewActiveSuit",
    "VriAtterViewKind",
    "VriAtterViewPhase",
    "VriAtterViewPlayersItem",
    "VriAtterViewResultType1",
    "VriAtterViewStatus",
)
