from enum import StrEnum


class SlyngOptionsSlyngLimit(StrEnum):
    DEFENDER_HAND = "defender_hand"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
