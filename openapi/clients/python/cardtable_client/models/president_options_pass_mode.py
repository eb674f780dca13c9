from enum import StrEnum


class PresidentOptionsPassMode(StrEnum):
    PERMANENT = "permanent"
    TEMPORARY = "temporary"

    def __str__(self) -> str:
        return str(self.value)
