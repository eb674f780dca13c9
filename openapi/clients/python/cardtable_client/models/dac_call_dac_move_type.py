from enum import StrEnum


class DacCallDacMoveType(StrEnum):
    CALL_DAC = "call_dac"

    def __str__(self) -> str:
        return str(self.value)
