from enum import StrEnum


class DacRoundEnd(StrEnum):
    DAC = "dac"
    STOCK_EXHAUSTED = "stock_exhausted"

    def __str__(self) -> str:
        return str(self.value)
