from enum import StrEnum


class PresidentPhase(StrEnum):
    EXCHANGE = "exchange"
    FINISHED = "finished"
    PLAY = "play"
    ROUND_OVER = "round_over"

    def __str__(self) -> str:
        return str(self.value)
