from enum import StrEnum


class PlayStatus(StrEnum):
    FINISHED = "finished"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
