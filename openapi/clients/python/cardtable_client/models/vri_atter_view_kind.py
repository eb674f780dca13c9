from enum import StrEnum


class VriAtterViewKind(StrEnum):
    VRI_ATTER = "vri_atter"

    def __str__(self) -> str:
        return str(self.value)
