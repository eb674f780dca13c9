from enum import StrEnum


class DacOptionsPowerSource(StrEnum):
    ANY_TURN_DISCARD = "any_turn_discard"
    DRAWN_FROM_STOCK_ONLY = "drawn_from_stock_only"

    def __str__(self) -> str:
        return str(self.value)
