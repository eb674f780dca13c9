from enum import StrEnum


class VriAtterPhase(StrEnum):
    FINISHED = "finished"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
