from enum import StrEnum


class VriAtterLegalMovesKind(StrEnum):
    VRI_ATTER = "vri_atter"

    def __str__(self) -> str:
        return str(self.value)
