from enum import StrEnum


class SlyngOptionsSimultaneousFinish(StrEnum):
    ATTACKER_FIRST = "attacker_first"
    SHARED = "shared"

    def __str__(self) -> str:
        return str(self.value)
