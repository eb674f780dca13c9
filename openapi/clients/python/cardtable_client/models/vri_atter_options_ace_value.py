from enum import IntEnum


class VriAtterOptionsAceValue(IntEnum):
    VALUE_1 = 1
    VALUE_14 = 14

    def __str__(self) -> str:
        return str(self.value)
