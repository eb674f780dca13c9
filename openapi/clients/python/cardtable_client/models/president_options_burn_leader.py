from enum import StrEnum


class PresidentOptionsBurnLeader(StrEnum):
    COMPLETER = "completer"
    NEXT_PLAYER = "next_player"

    def __str__(self) -> str:
        return str(self.value)
