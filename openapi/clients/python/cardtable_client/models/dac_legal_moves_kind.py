from enum import StrEnum


class DacLegalMovesKind(StrEnum):
    DAC = "dac"

    def __str__(self) -> str:
        return str(self.value)
