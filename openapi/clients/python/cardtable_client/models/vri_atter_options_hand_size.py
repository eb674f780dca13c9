from enum import IntEnum


class VriAtterOptionsHandSize(IntEnum):
    VALUE_6 = 6
    VALUE_7 = 7

    def __str__(self) -> str:
        return str(self.value)
