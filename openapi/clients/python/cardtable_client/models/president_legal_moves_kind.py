from enum import StrEnum


class PresidentLegalMovesKind(StrEnum):
    PRESIDENT = "president"

    def __str__(self) -> str:
        return str(self.value)
