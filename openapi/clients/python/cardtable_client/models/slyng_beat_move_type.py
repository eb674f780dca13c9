from enum import StrEnum


class SlyngBeatMoveType(StrEnum):
    BEAT = "beat"

    def __str__(self) -> str:
        return str(self.value)
