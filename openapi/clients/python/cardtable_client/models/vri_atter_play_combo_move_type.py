from enum import StrEnum


class VriAtterPlayComboMoveType(StrEnum):
    PLAY_COMBO = "play_combo"

    def __str__(self) -> str:
        return str(self.value)
