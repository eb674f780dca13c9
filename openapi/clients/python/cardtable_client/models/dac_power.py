from enum import StrEnum


class DacPower(StrEnum):
    JACK = "jack"
    QUEEN = "queen"

    def __str__(self) -> str:
        return str(self.value)
