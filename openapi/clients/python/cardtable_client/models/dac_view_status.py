from enum import StrEnum


class DacViewStatus(StrEnum):
    FINISHED = "finished"
    PLAYING = "playing"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
