from enum import StrEnum


class SlyngOptionsFirstAttacker(StrEnum):
    LEFT_OF_DEALER = "left_of_dealer"
    LOWEST_TRUMP = "lowest_trump"

    def __str__(self) -> str:
        return str(self.value)
