from enum import StrEnum


class DacRecordMoveBy(StrEnum):
    BOT = "bot"
    CLOCK = "clock"

    def __str__(self) -> str:
        return str(self.value)
