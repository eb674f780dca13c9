from enum import StrEnum


class PresidentExchangeReturnMoveType(StrEnum):
    EXCHANGE_RETURN = "exchange_return"

    def __str__(self) -> str:
        return str(self.value)
