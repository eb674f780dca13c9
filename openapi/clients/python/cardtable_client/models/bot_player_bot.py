from enum import StrEnum


class BotPlayerBot(StrEnum):
    GREEDY = "greedy"
    ISMCTS = "ismcts"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
