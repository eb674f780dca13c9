from enum import StrEnum


class SlyngPhase(StrEnum):
    ATTACK = "attack"
    DEFEND = "defend"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
