from enum import StrEnum


class DacViewKind(StrEnum):
    DAC = "dac"

    def __str__(self) -> str:
        return str(self.value)
