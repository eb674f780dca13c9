from enum import StrEnum


class DacViewPendingType1Source(StrEnum):
    DISCARD = "discard"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
