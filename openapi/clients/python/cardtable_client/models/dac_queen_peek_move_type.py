from enum import StrEnum


class DacQueenPeekMoveType(StrEnum):
    QUEEN_PEEK = "queen_peek"

    def __str__(self) -> str:
        return str(self.value)
