from enum import StrEnum


class SlyngLegalMovesKind(StrEnum):
    SLYNG = "slyng"

    def __str__(self) -> str:
        return str(self.value)
