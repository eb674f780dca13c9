from enum import StrEnum


class SlyngViewStatus(StrEnum):
    FINISHED = "finished"
    PLAYING = "playing"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
