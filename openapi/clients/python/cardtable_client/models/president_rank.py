from enum import StrEnum


class PresidentRank(StrEnum):
    A = "A"
    J = "J"
    K = "K"
    Q = "Q"
    SUPREME = "supreme"
    VALUE_0 = "3"
    VALUE_1 = "4"
    VALUE_12 = "2"
    VALUE_2 = "5"
    VALUE_3 = "6"
    VALUE_4 = "7"
    VALUE_5 = "8"
    VALUE_6 = "9"
    VALUE_7 = "10"

    def __str__(self) -> str:
        return str(self.value)
