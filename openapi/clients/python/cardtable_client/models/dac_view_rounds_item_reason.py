from enum import StrEnum


class DacViewRoundsItemReason(StrEnum):
    DAC = "dac"
    STOCK_EXHAUSTED = "stock_exhausted"

    def __str__(self) -> str:
        return str(self.value)
