from enum import StrEnum


class DacDiscardDrawnMoveType(StrEnum):
    DISCARD_DRAWN = "discard_drawn"

    def __str__(self) -> str:
        return str(self.value)
