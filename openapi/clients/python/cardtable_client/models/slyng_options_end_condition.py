from enum import StrEnum


class SlyngOptionsEndCondition(StrEnum):
    FIRST_OUT = "first_out"
    PLAY_TO_LAST = "play_to_last"

    def __str__(self) -> str:
        return str(self.value)
