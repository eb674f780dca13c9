from enum import StrEnum


class DacInitialPeekMoveType(StrEnum):
    INITIAL_PEEK = "initial_peek"

    def __str__(self) -> str:
        return str(self.value)
