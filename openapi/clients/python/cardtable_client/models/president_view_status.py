from enum import StrEnum


class PresidentViewStatus(StrEnum):
    FINISHED = "finished"
    PLAYING = "playing"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
