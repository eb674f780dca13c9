from enum import StrEnum


class PresidentPassMoveType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
