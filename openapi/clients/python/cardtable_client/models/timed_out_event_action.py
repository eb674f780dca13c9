from enum import StrEnum


class TimedOutEventAction(StrEnum):
    BOT = "bot"
    DEFAULT = "default"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
