from enum import StrEnum


class DacNextRoundMoveType(StrEnum):
    NEXT_ROUND = "next_round"

    def __str__(self) -> str:
        return str(self.value)
