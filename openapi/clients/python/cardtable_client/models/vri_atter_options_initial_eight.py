from enum import StrEnum


class VriAtterOptionsInitialEight(StrEnum):
    ANY_CARD = "any_card"
    OWN_SUIT = "own_suit"
    REBURY = "rebury"

    def __str__(self) -> str:
        return str(self.value)
