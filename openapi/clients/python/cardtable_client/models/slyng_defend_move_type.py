from enum import StrEnum


class SlyngDefendMoveType(StrEnum):
    DEFEND = "defend"

    def __str__(self) -> str:
        return str(self.value)
