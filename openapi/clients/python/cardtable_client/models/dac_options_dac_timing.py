from enum import StrEnum


class DacOptionsDacTiming(StrEnum):
    END_OF_TURN = "end_of_turn"
    INSTEAD_OF_TURN = "instead_of_turn"

    def __str__(self) -> str:
        return str(self.value)
