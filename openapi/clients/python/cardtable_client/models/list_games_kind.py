from enum import StrEnum


class ListGamesKind(StrEnum):
    DAC = "dac"
    PRESIDENT = "president"
    SLYNG = "slyng"
    VRI_ATTER = "vri_atter"

    def __str__(self) -> str:
        return str(self.value)
