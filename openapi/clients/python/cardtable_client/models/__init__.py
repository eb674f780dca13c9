"""Contains all the data models used in inputs/outputs"""

from .any_move import AnyMove
from .any_move_type import AnyMoveType
from .app import App
from .app_key import AppKey
from .app_key_info import AppKeyInfo
from .app_list import AppList
from .app_quotas import AppQuotas
from .app_usage import AppUsage
from .app_usage_day import AppUsageDay
from .app_webhook import AppWebhook
from .app_webhook_events_item import AppWebhookEventsItem
from .app_webhook_secret import AppWebhookSecret
from .bot_joined import BotJoined
from .bot_level import BotLevel
from .bot_player import BotPlayer
from .bot_player_bot import BotPlayerBot
from .bot_seat import BotSeat
from .bot_seat_request import BotSeatRequest
from .clock_settings import ClockSettings
from .clock_settings_bot import ClockSettingsBot
from .clock_settings_on_timeout import ClockSettingsOnTimeout
from .create_game import CreateGame
from .create_game_kind import CreateGameKind
from .create_game_options import CreateGameOptions
from .created_game import CreatedGame
from .dac_call_dac_move import DacCallDacMove
from .dac_dac_called_event import DacDacCalledEvent
from .dac_dealt_event import DacDealtEvent
from .dac_discard_drawn_move import DacDiscardDrawnMove
from .dac_discarded_event import DacDiscardedEvent
from .dac_draw_stock_move import DacDrawStockMove
from .dac_drew_event import DacDrewEvent
from .dac_event_list import DacEventList
from .dac_game_over_event import DacGameOverEvent
from .dac_initial_peek_move import DacInitialPeekMove
from .dac_jack_look import DacJackLook
from .dac_jack_swap_event import DacJackSwapEvent
from .dac_jack_swap_move import DacJackSwapMove
from .dac_legal_moves import DacLegalMoves
from .dac_move_result import DacMoveResult
from .dac_next_round_move import DacNextRoundMove
from .dac_options import DacOptions
from .dac_options_dac_timing import DacOptionsDacTiming
from .dac_options_decks_type_1 import DacOptionsDecksType1
from .dac_options_failed_snap_card import DacOptionsFailedSnapCard
from .dac_options_initial_peek import DacOptionsInitialPeek
from .dac_options_power_source import DacOptionsPowerSource
from .dac_options_scoring import DacOptionsScoring
from .dac_options_snap_limit import DacOptionsSnapLimit
from .dac_options_snap_window import DacOptionsSnapWindow
from .dac_pass_snap_move import DacPassSnapMove
from .dac_peeked_event import DacPeekedEvent
from .dac_peeked_event_cards import DacPeekedEventCards
from .dac_peeked_event_slots_type_1 import DacPeekedEventSlotsType1
from .dac_penalty_event import DacPenaltyEvent
from .dac_penalty_skipped_event import DacPenaltySkippedEvent
from .dac_pending import DacPending
from .dac_pending_source import DacPendingSource
from .dac_phase import DacPhase
from .dac_player import DacPlayer
from .dac_power import DacPower
from .dac_power_event import DacPowerEvent
from .dac_power_skipped_event import DacPowerSkippedEvent
from .dac_queen_peek_event import DacQueenPeekEvent
from .dac_queen_peek_move import DacQueenPeekMove
from .dac_record import DacRecord
from .dac_record_move import DacRecordMove
from .dac_record_move_by import DacRecordMoveBy
from .dac_replace_move import DacReplaceMove
from .dac_replaced_event import DacReplacedEvent
from .dac_reshuffled_event import DacReshuffledEvent
from .dac_resign_move import DacResignMove
from .dac_resigned_event import DacResignedEvent
from .dac_result import DacResult
from .dac_revealed_event import DacRevealedEvent
from .dac_round import DacRound
from .dac_round_end import DacRoundEnd
from .dac_skip_power_move import DacSkipPowerMove
from .dac_slot import DacSlot
from .dac_snap_failed_event import DacSnapFailedEvent
from .dac_snap_move import DacSnapMove
from .dac_snap_passed_event import DacSnapPassedEvent
from .dac_snap_window import DacSnapWindow
from .dac_snap_window_closed_event import DacSnapWindowClosedEvent
from .dac_snap_window_event import DacSnapWindowEvent
from .dac_snapped_event import DacSnappedEvent
from .dac_take_discard_move import DacTakeDiscardMove
from .dac_took_discard_event import DacTookDiscardEvent
from .dac_turn_event import DacTurnEvent
from .dac_view import DacView
from .deadline import Deadline
from .deal import Deal
from .defence_response import DefenceResponse
from .game_list import GameList
from .game_status import GameStatus
from .game_summary import GameSummary
from .get_hint_bot import GetHintBot
from .handed_to_bot_event import HandedToBotEvent
from .hint import Hint
from .joined import Joined
from .joined_event import JoinedEvent
from .kind import Kind
from .kind_description import KindDescription
from .kind_description_defaults import KindDescriptionDefaults
from .kind_description_event_schema import KindDescriptionEventSchema
from .kind_description_options import KindDescriptionOptions
from .kind_description_view_schema import KindDescriptionViewSchema
from .list_games_kind import ListGamesKind
from .list_games_status import ListGamesStatus
from .move_check import MoveCheck
from .move_description import MoveDescription
from .move_description_schema import MoveDescriptionSchema
from .new_app import NewApp
from .new_seat_token import NewSeatToken
from .play_status import PlayStatus
from .player import Player
from .president_dealt_event import PresidentDealtEvent
from .president_event_list import PresidentEventList
from .president_exchange import PresidentExchange
from .president_exchange_pair import PresidentExchangePair
from .president_exchange_return_move import PresidentExchangeReturnMove
from .president_exchange_returned_event import PresidentExchangeReturnedEvent
from .president_exchange_take_move import PresidentExchangeTakeMove
from .president_exchange_taken_event import PresidentExchangeTakenEvent
from .president_finished_event import PresidentFinishedEvent
from .president_game_over_event import PresidentGameOverEvent
from .president_legal_moves import PresidentLegalMoves
from .president_move_result import PresidentMoveResult
from .president_next_round_move import PresidentNextRoundMove
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
from .president_passed_event import PresidentPassedEvent
from .president_phase import PresidentPhase
from .president_play import PresidentPlay
from .president_play_move import PresidentPlayMove
from .president_play_started_event import PresidentPlayStartedEvent
from .president_played_event import PresidentPlayedEvent
from .president_player import PresidentPlayer
from .president_rank import PresidentRank
from .president_record import PresidentRecord
from .president_record_move import PresidentRecordMove
from .president_record_move_by import PresidentRecordMoveBy
from .president_resign_move import PresidentResignMove
from .president_resigned_event import PresidentResignedEvent
from .president_result import PresidentResult
from .president_round import PresidentRound
from .president_round_over_event import PresidentRoundOverEvent
from .president_round_over_event_titles import PresidentRoundOverEventTitles
from .president_round_titles import PresidentRoundTitles
from .president_run import PresidentRun
from .president_trick_end import PresidentTrickEnd
from .president_trick_won_event import PresidentTrickWonEvent
from .president_turn_event import PresidentTurnEvent
from .president_view import PresidentView
from .probe_status import ProbeStatus
from .problem import Problem
from .problem_code import ProblemCode
from .public_event import PublicEvent
from .quotas import Quotas
from .random_stream import RandomStream
from .seat_change import SeatChange
from .seat_summary import SeatSummary
from .seat_token import SeatToken
from .seat_token_replaced_event import SeatTokenReplacedEvent
from .server_sent_event import ServerSentEvent
from .slyng_answered_event import SlyngAnsweredEvent
from .slyng_attack_move import SlyngAttackMove
from .slyng_attacked_event import SlyngAttackedEvent
from .slyng_beat_move import SlyngBeatMove
from .slyng_bout_resolved_event import SlyngBoutResolvedEvent
from .slyng_dealt_event import SlyngDealtEvent
from .slyng_defend_move import SlyngDefendMove
from .slyng_drew_event import SlyngDrewEvent
from .slyng_event_list import SlyngEventList
from .slyng_finished_event import SlyngFinishedEvent
from .slyng_game_over_event import SlyngGameOverEvent
from .slyng_legal_moves import SlyngLegalMoves
from .slyng_move_result import SlyngMoveResult
from .slyng_options import SlyngOptions
from .slyng_options_deck import SlyngOptionsDeck
from .slyng_options_defense_mode import SlyngOptionsDefenseMode
from .slyng_options_end_condition import SlyngOptionsEndCondition
from .slyng_options_first_attacker import SlyngOptionsFirstAttacker
from .slyng_options_five_slyng_draw import SlyngOptionsFiveSlyngDraw
from .slyng_options_refill_timing import SlyngOptionsRefillTiming
from .slyng_options_simultaneous_finish import SlyngOptionsSimultaneousFinish
from .slyng_options_slyng_limit import SlyngOptionsSlyngLimit
from .slyng_phase import SlyngPhase
from .slyng_player import SlyngPlayer
from .slyng_record import SlyngRecord
from .slyng_record_move import SlyngRecordMove
from .slyng_record_move_by import SlyngRecordMoveBy
from .slyng_resign_move import SlyngResignMove
from .slyng_resigned_event import SlyngResignedEvent
from .slyng_result import SlyngResult
from .slyng_roles_event import SlyngRolesEvent
from .slyng_served_card import SlyngServedCard
from .slyng_take_move import SlyngTakeMove
from .slyng_view import SlyngView
from .snap_target import SnapTarget
from .stream_revoked import StreamRevoked
from .stream_status import StreamStatus
from .stream_ticket import StreamTicket
from .suit import Suit
from .taken_back_event import TakenBackEvent
from .timed_out_event import TimedOutEvent
from .timed_out_event_action import TimedOutEventAction
from .turn_clock import TurnClock
from .turn_clock_on_timeout import TurnClockOnTimeout
from .verdict import Verdict
from .verdict_result import VerdictResult
from .vri_atter_dealt_event import VriAtterDealtEvent
from .vri_atter_draw_move import VriAtterDrawMove
from .vri_atter_drew_event import VriAtterDrewEvent
from .vri_atter_event_list import VriAtterEventList
from .vri_atter_false_knock_event import VriAtterFalseKnockEvent
from .vri_atter_finished_event import VriAtterFinishedEvent
from .vri_atter_game_over_event import VriAtterGameOverEvent
from .vri_atter_knock_move import VriAtterKnockMove
from .vri_atter_knocked_event import VriAtterKnockedEvent
from .vri_atter_legal_moves import VriAtterLegalMoves
from .vri_atter_move_result import VriAtterMoveResult
from .vri_atter_options import VriAtterOptions
from .vri_atter_options_ace_value import VriAtterOptionsAceValue
from .vri_atter_options_arithmetic import VriAtterOptionsArithmetic
from .vri_atter_options_false_knock import VriAtterOptionsFalseKnock
from .vri_atter_options_hand_size import VriAtterOptionsHandSize
from .vri_atter_options_initial_eight import VriAtterOptionsInitialEight
from .vri_atter_pass_move import VriAtterPassMove
from .vri_atter_passed_event import VriAtterPassedEvent
from .vri_atter_phase import VriAtterPhase
from .vri_atter_play_combo_move import VriAtterPlayComboMove
from .vri_atter_play_move import VriAtterPlayMove
from .vri_atter_play_same_rank_move import VriAtterPlaySameRankMove
from .vri_atter_played_event import VriAtterPlayedEvent
from .vri_atter_player import VriAtterPlayer
from .vri_atter_record import VriAtterRecord
from .vri_atter_record_move import VriAtterRecordMove
from .vri_atter_record_move_by import VriAtterRecordMoveBy
from .vri_atter_reshuffled_event import VriAtterReshuffledEvent
from .vri_atter_resign_move import VriAtterResignMove
from .vri_atter_resigned_event import VriAtterResignedEvent
from .vri_atter_result import VriAtterResult
from .vri_atter_turn_event import VriAtterTurnEvent
from .vri_atter_view import VriAtterView
from .waiting_seat import WaitingSeat
from .waiting_view import WaitingView
from .webhook import Webhook
from .webhook_events_item import WebhookEventsItem
from .webhook_finished import WebhookFinished
from .webhook_finished_data import WebhookFinishedData
from .webhook_finished_data_result import WebhookFinishedDataResult
from .webhook_move import WebhookMove
from .webhook_move_data import WebhookMoveData
from .webhook_turn import WebhookTurn
from .webhook_turn_data import WebhookTurnData

__all__ = (
    "AnyMove",
    "AnyMoveType",
    "App",
    "AppKey",
    "AppKeyInfo",
    "AppList",
    "AppQuotas",
    "AppUsage",
    "AppUsageDay",
    "AppWebhook",
    "AppWebhookEventsItem",
    "AppWebhookSecret",
    "BotJoined",
    "BotLevel",
    "BotPlayer",
    "BotPlayerBot",
    "BotSeat",
    "BotSeatRequest",
    "ClockSettings",
    "ClockSettingsBot",
    "ClockSettingsOnTimeout",
    "CreatedGame",
    "CreateGame",
    "CreateGameKind",
    "CreateGameOptions",
    "DacCallDacMove",
    "DacDacCalledEvent",
    "DacDealtEvent",
    "DacDiscardDrawnMove",
    "DacDiscardedEvent",
    "DacDrawStockMove",
    "DacDrewEvent",
    "DacEventList",
    "DacGameOverEvent",
    "DacInitialPeekMove",
    "DacJackLook",
    "DacJackSwapEvent",
    "DacJackSwapMove",
    "DacLegalMoves",
    "DacMoveResult",
    "DacNextRoundMove",
    "DacOptions",
    "DacOptionsDacTiming",
    "DacOptionsDecksType1",
    "DacOptionsFailedSnapCard",
    "DacOptionsInitialPeek",
    "DacOptionsPowerSource",
    "DacOptionsScoring",
    "DacOptionsSnapLimit",
    "DacOptionsSnapWindow",
    "DacPassSnapMove",
    "DacPeekedEvent",
    "DacPeekedEventCards",
    "DacPeekedEventSlotsType1",
    "DacPenaltyEvent",
    "DacPenaltySkippedEvent",
    "DacPending",
    "DacPendingSource",
    "DacPhase",
    "DacPlayer",
    "DacPower",
    "DacPowerEvent",
    "DacPowerSkippedEvent",
    "DacQueenPeekEvent",
    "DacQueenPeekMove",
    "DacRecord",
    "DacRecordMove",
    "DacRecordMoveBy",
    "DacReplacedEvent",
    "DacReplaceMove",
    "DacReshuffledEvent",
    "DacResignedEvent",
    "DacResignMove",
    "DacResult",
    "DacRevealedEvent",
    "DacRound",
    "DacRoundEnd",
    "DacSkipPowerMove",
    "DacSlot",
    "DacSnapFailedEvent",
    "DacSnapMove",
    "DacSnapPassedEvent",
    "DacSnappedEvent",
    "DacSnapWindow",
    "DacSnapWindowClosedEvent",
    "DacSnapWindowEvent",
    "DacTakeDiscardMove",
    "DacTookDiscardEvent",
    "DacTurnEvent",
    "DacView",
    "Deadline",
    "Deal",
    "DefenceResponse",
    "GameList",
    "GameStatus",
    "GameSummary",
    "GetHintBot",
    "HandedToBotEvent",
    "Hint",
    "Joined",
    "JoinedEvent",
    "Kind",
    "KindDescription",
    "KindDescriptionDefaults",
    "KindDescriptionEventSchema",
    "KindDescriptionOptions",
    "KindDescriptionViewSchema",
    "ListGamesKind",
    "ListGamesStatus",
    "MoveCheck",
    "MoveDescription",
    "MoveDescriptionSchema",
    "NewApp",
    "NewSeatToken",
    "Player",
    "PlayStatus",
    "PresidentDealtEvent",
    "PresidentEventList",
    "PresidentExchange",
    "PresidentExchangePair",
    "PresidentExchangeReturnedEvent",
    "PresidentExchangeReturnMove",
    "PresidentExchangeTakeMove",
    "PresidentExchangeTakenEvent",
    "PresidentFinishedEvent",
    "PresidentGameOverEvent",
    "PresidentLegalMoves",
    "PresidentMoveResult",
    "PresidentNextRoundMove",
    "PresidentOptions",
    "PresidentOptionsBurnLeader",
    "PresidentOptionsExchangeWildStrength",
    "PresidentOptionsFirstLeadCard",
    "PresidentOptionsForbidFinishOnItem",
    "PresidentOptionsLaterRoundLeader",
    "PresidentOptionsPassMode",
    "PresidentOptionsTrickMode",
    "PresidentPassedEvent",
    "PresidentPassMove",
    "PresidentPhase",
    "PresidentPlay",
    "PresidentPlayedEvent",
    "PresidentPlayer",
    "PresidentPlayMove",
    "PresidentPlayStartedEvent",
    "PresidentRank",
    "PresidentRecord",
    "PresidentRecordMove",
    "PresidentRecordMoveBy",
    "PresidentResignedEvent",
    "PresidentResignMove",
    "PresidentResult",
    "PresidentRound",
    "PresidentRoundOverEvent",
    "PresidentRoundOverEventTitles",
    "PresidentRoundTitles",
    "PresidentRun",
    "PresidentTrickEnd",
    "PresidentTrickWonEvent",
    "PresidentTurnEvent",
    "PresidentView",
    "ProbeStatus",
    "Problem",
    "ProblemCode",
    "PublicEvent",
    "Quotas",
    "RandomStream",
    "SeatChange",
    "SeatSummary",
    "SeatToken",
    "SeatTokenReplacedEvent",
    "ServerSentEvent",
    "SlyngAnsweredEvent",
    "SlyngAttackedEvent",
    "SlyngAttackMove",
    "SlyngBeatMove",
    "SlyngBoutResolvedEvent",
    "SlyngDealtEvent",
    "SlyngDefendMove",
    "SlyngDrewEvent",
    "SlyngEventList",
    "SlyngFinishedEvent",
    "SlyngGameOverEvent",
    "SlyngLegalMoves",
    "SlyngMoveResult",
    "SlyngOptions",
    "SlyngOptionsDeck",
    "SlyngOptionsDefenseMode",
    "SlyngOptionsEndCondition",
    "SlyngOptionsFirstAttacker",
    "SlyngOptionsFiveSlyngDraw",
    "SlyngOptionsRefillTiming",
    "SlyngOptionsSimultaneousFinish",
    "SlyngOptionsSlyngLimit",
    "SlyngPhase",
    "SlyngPlayer",
    "SlyngRecord",
    "SlyngRecordMove",
    "SlyngRecordMoveBy",
    "SlyngResignedEvent",
    "SlyngResignMove",
    "SlyngResult",
    "SlyngRolesEvent",
    "SlyngServedCard",
    "SlyngTakeMove",
    "SlyngView",
    "SnapTarget",
    "StreamRevoked",
    "StreamStatus",
    "StreamTicket",
    "Suit",
    "TakenBackEvent",
    "TimedOutEvent",
    "TimedOutEventAction",
    "TurnClock",
    "TurnClockOnTimeout",
    "Verdict",
    "VerdictResult",
    "VriAtterDealtEvent",
    "VriAtterDrawMove",
    "VriAtterDrewEvent",
    "VriAtterEventList",
    "VriAtterFalseKnockEvent",
    "VriAtterFinishedEvent",
    "VriAtterGameOverEvent",
    "VriAtterKnockedEvent",
    "VriAtterKnockMove",
    "VriAtterLegalMoves",
    "VriAtterMoveResult",
    "VriAtterOptions",
    "VriAtterOptionsAceValue",
    "VriAtterOptionsArithmetic",
    "VriAtterOptionsFalseKnock",
    "VriAtterOptionsHandSize",
    "VriAtterOptionsInitialEight",
    "VriAtterPassedEvent",
    "VriAtterPassMove",
    "VriAtterPhase",
    "VriAtterPlayComboMove",
    "VriAtterPlayedEvent",
    "VriAtterPlayer",
    "VriAtterPlayMove",
    "VriAtterPlaySameRankMove",
    "VriAtterRecord",
    "VriAtterRecordMove",
    "VriAtterRecordMoveBy",
    "VriAtterReshuffledEvent",
    "VriAtterResignedEvent",
    "VriAtterResignMove",
    "VriAtterResult",
    "VriAtterTurnEvent",
    "VriAtterView",
    "WaitingSeat",
    "WaitingView",
    "Webhook",
    "WebhookEventsItem",
    "WebhookFinished",
    "WebhookFinishedData",
    "WebhookFinishedDataResult",
    "WebhookMove",
    "WebhookMoveData",
    "WebhookTurn",
    "WebhookTurnData",
)
