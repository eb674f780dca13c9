from enum import StrEnum


class DacPassSnapMoveType(StrEnum):
    PASS_SNAP = "pass_snap"

    def __str__(self) -> str:
        return str(self.value)
