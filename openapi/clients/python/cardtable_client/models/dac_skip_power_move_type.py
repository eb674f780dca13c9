from enum import StrEnum


class DacSkipPowerMoveType(StrEnum):
    SKIP_POWER = "skip_power"

    def __str__(self) -> str:
        return str(self.value)
