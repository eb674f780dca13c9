from enum import StrEnum


class PresidentTrickEnd(StrEnum):
    BURN = "burn"
    LAP = "lap"
    PASSES = "passes"
    SUPREME = "supreme"
    TWO = "two"

    def __str__(self) -> str:
        return str(self.value)
