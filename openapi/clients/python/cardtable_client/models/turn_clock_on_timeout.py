from enum import StrEnum


class TurnClockOnTimeout(StrEnum):
    BOT = "bot"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
