from enum import StrEnum


class DacOptionsScoring(StrEnum):
    CUMULATIVE = "cumulative"
    SINGLE_ROUND = "single_round"

    def __str__(self) -> str:
        return str(self.value)
