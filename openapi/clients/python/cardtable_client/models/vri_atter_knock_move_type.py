from enum import StrEnum


class VriAtterKnockMoveType(StrEnum):
    KNOCK = "knock"

    def __str__(self) -> str:
        return str(self.value)
