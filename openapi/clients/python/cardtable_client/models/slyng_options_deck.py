from enum import IntEnum


class SlyngOptionsDeck(IntEnum):
    VALUE_52 = 52
    VALUE_36 = 36

    def __str__(self) -> str:
        return str(self.value)
