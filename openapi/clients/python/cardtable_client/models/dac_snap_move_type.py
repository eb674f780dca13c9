from enum import StrEnum


class DacSnapMoveType(StrEnum):
    SNAP = "snap"

    def __str__(self) -> str:
        return str(self.value)
