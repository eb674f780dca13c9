from enum import StrEnum


class VriAtterOptionsFalseKnock(StrEnum):
    PENALTY_1 = "penalty_1"
    REJECT = "reject"

    def __str__(self) -> str:
        return str(self.value)
