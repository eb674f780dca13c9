from enum import StrEnum


class SlyngAttackMoveType(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
