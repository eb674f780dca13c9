from enum import StrEnum


class PresidentOptionsExchangeWildStrength(StrEnum):
    AS_SIX = "as_six"
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
