from enum import StrEnum


class DacDrawStockMoveType(StrEnum):
    DRAW_STOCK = "draw_stock"

    def __str__(self) -> str:
        return str(self.value)
