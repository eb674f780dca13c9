from enum import StrEnum


class ClockSettingsOnTimeout(StrEnum):
    BOT = "bot"
    FORFEIT = "forfeit"

    def __str__(self) -> str:
        return str(self.value)
