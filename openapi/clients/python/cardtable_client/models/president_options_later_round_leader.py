from enum import StrEnum


class PresidentOptionsLaterRoundLeader(StrEnum):
    BOMS = "boms"
    PRESIDENT = "president"

    def __str__(self) -> str:
        return str(self.value)
