from enum import StrEnum


class SlyngTakeMoveType(StrEnum):
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
