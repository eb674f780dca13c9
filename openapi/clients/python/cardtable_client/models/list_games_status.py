from enum import StrEnum


class ListGamesStatus(StrEnum):
    FINISHED = "finished"
    PLAYING = "playing"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
