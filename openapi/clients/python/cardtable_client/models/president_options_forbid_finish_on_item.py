from enum import StrEnum


class PresidentOptionsForbidFinishOnItem(StrEnum):
    VALUE_0 = "2"
    VALUE_1 = "3C"
    WILD = "wild"

    def __str__(self) -> str:
        return str(self.value)
