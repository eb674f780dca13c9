from enum import StrEnum


class PresidentRecordMoveBy(StrEnum):
    BOT = "bot"
    CLOCK = "clock"

    def __str__(self) -> str:
        return str(self.value)
