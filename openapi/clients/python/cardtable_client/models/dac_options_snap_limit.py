from enum import StrEnum


class DacOptionsSnapLimit(StrEnum):
    FIRST_ONLY = "first_only"
    UNLIMITED = "unlimited"

    def __str__(self) -> str:
        return str(self.value)
