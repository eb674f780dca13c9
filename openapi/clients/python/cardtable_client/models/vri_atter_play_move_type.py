from enum import StrEnum


class VriAtterPlayMoveType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
