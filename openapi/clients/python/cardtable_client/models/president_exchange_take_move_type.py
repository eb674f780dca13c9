from enum import StrEnum


class PresidentExchangeTakeMoveType(StrEnum):
    EXCHANGE_TAKE = "exchange_take"

    def __str__(self) -> str:
        return str(self.value)
