from enum import StrEnum


class VriAtterViewStatus(StrEnum):
    FINISHED = "finished"
    PLAYING = "playing"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
