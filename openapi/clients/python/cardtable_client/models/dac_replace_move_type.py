from enum import StrEnum


class DacReplaceMoveType(StrEnum):
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)
