from enum import StrEnum


class DacOptionsFailedSnapCard(StrEnum):
    RETURNS = "returns"
    STAYS_DISCARDED = "stays_discarded"

    def __str__(self) -> str:
        return str(self.value)
