from enum import StrEnum


class PresidentViewKind(StrEnum):
    PRESIDENT = "president"

    def __str__(self) -> str:
        return str(self.value)
