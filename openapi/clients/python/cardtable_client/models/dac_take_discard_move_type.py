from enum import StrEnum


class DacTakeDiscardMoveType(StrEnum):
    TAKE_DISCARD = "take_discard"

    def __str__(self) -> str:
        return str(self.value)
