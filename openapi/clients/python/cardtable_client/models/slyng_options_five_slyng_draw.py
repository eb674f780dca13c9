from enum import StrEnum


class SlyngOptionsFiveSlyngDraw(StrEnum):
    EXACTLY_FIVE = "exactly_five"
    REFILL = "refill"

    def __str__(self) -> str:
        return str(self.value)
