from enum import StrEnum


class AppWebhookEventsItem(StrEnum):
    FINISHED = "finished"
    MOVE = "move"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
