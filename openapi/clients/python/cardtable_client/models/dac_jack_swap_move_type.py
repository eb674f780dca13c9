from enum import StrEnum


class DacJackSwapMoveType(StrEnum):
    JACK_SWAP = "jack_swap"

    def __str__(self) -> str:
        return str(self.value)
