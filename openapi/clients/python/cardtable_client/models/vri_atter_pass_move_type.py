from enum import StrEnum


class VriAtterPassMoveType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
