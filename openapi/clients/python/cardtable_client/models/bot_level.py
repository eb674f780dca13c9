from enum import StrEnum


class BotLevel(StrEnum):
    GREEDY = "greedy"
    ISMCTS = "ismcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
