from enum import StrEnum


class DacOptionsSnapWindow(StrEnum):
    ALL_RESPOND = "all_respond"
    UNTIL_NEXT_DRAW = "until_next_draw"

    def __str__(self) -> str:
        return str(self.value)
