from enum import StrEnum


class PresidentPlayMoveType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
