from enum import StrEnum


class VriAtterOptionsArithmetic(StrEnum):
    ADD_SUB = "add_sub"
    ALL_FOUR = "all_four"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
