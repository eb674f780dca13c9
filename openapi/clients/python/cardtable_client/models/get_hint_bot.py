from enum import StrEnum


class GetHintBot(StrEnum):
    GREEDY = "greedy"
    ISMCTS = "ismcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
