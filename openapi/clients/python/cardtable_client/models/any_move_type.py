from enum import StrEnum


class AnyMoveType(StrEnum):
    ATTACK = "attack"
    BEAT = "beat"
    CALL_DAC = "call_dac"
    DEFEND = "defend"
    DISCARD_DRAWN = "discard_drawn"
    DRAW = "draw"
    DRAW_STOCK = "draw_stock"
    EXCHANGE_RETURN = "exchange_return"
    EXCHANGE_TAKE = "exchange_take"
    INITIAL_PEEK = "initial_peek"
    JACK_SWAP = "jack_swap"
    KNOCK = "knock"
    NEXT_ROUND = "next_round"
    PASS = "pass"
    PASS_SNAP = "pass_snap"
    PLAY = "play"
    PLAY_COMBO = "play_combo"
    PLAY_SAME_RANK = "play_same_rank"
    QUEEN_PEEK = "queen_peek"
    REPLACE = "replace"
    RESIGN = "resign"
    SKIP_POWER = "skip_power"
    SNAP = "snap"
    TAKE = "take"
    TAKE_DISCARD = "take_discard"

    def __str__(self) -> str:
        return str(self.value)
