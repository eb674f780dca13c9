from enum import StrEnum


class PresidentOptionsFirstLeadCard(StrEnum):
    VALUE_0 = "3D"
    VALUE_1 = "3C"

    def __str__(self) -> str:
        return str(self.value)
