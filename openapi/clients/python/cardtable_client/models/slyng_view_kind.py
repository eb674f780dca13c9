from enum import StrEnum


class SlyngViewKind(StrEnum):
    SLYNG = "slyng"

    def __str__(self) -> str:
        return str(self.value)
