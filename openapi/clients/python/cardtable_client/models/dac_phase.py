from enum import StrEnum


class DacPhase(StrEnum):
    FINISHED = "finished"
    POWER_J = "power_j"
    POWER_Q = "power_q"
    ROUND_OVER = "round_over"
    SETUP_PEEK = "setup_peek"
    SNAP_WINDOW = "snap_window"
    TURN_DRAW = "turn_draw"
    TURN_RESOLVE = "turn_resolve"

    def __str__(self) -> str:
        return str(self.value)
