from enum import StrEnum


class DacOptionsInitialPeek(StrEnum):
    CHOOSE = "choose"
    FIXED_FIRST_TWO = "fixed_first_two"

    def __str__(self) -> str:
        return str(self.value)
