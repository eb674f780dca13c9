from enum import StrEnum


class VriAtterRecordMoveBy(StrEnum):
    BOT = "bot"
    CLOCK = "clock"

    def __str__(self) -> str:
        return str(self.value)
