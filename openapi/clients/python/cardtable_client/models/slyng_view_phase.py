from enum import StrEnum


class SlyngViewPhase(StrEnum):
    ATTACK = "attack"
    DEFEND = "defend"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
