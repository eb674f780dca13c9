from enum import StrEnum


class DacOptionsDecksType0(StrEnum):
    AUTO = "auto"

    def __str__(self) -> str:
        return str(self.value)
