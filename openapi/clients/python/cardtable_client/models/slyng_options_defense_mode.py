from enum import StrEnum


class SlyngOptionsDefenseMode(StrEnum):
    ALL_OR_NOTHING = "all_or_nothing"
    PER_CARD = "per_card"

    def __str__(self) -> str:
        return str(self.value)
