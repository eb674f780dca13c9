from enum import StrEnum


class PresidentOptionsTrickMode(StrEnum):
    SINGLE_LAP = "single_lap"
    UNTIL_ALL_PASS = "until_all_pass"

    def __str__(self) -> str:
        return str(self.value)
