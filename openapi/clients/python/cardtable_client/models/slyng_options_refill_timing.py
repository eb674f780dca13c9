from enum import StrEnum


class SlyngOptionsRefillTiming(StrEnum):
    END_OF_BOUT = "end_of_bout"
    IMMEDIATE = "immediate"

    def __str__(self) -> str:
        return str(self.value)
