from enum import StrEnum


class VriAtterDrawMoveType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
