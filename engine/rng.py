"""A replayable, cryptographically strong random source kept inside the game state.

The state stores a secret seed (never shown to anyone) and a counter; each draw hashes
seed + counter with SHA-256, so the same state always shuffles the same way and nobody who
lacks the seed can predict a shuffle. The seed is supplied by whoever creates the game.
"""

import hashlib


class Rng:
    def __init__(self, seed: str, counter: int = 0):
        self.seed = seed
        self.counter = counter

    def _block(self) -> int:
        digest = hashlib.sha256(f"{self.seed}:{self.counter}".encode()).digest()
        self.counter += 1
        return int.from_bytes(digest, "big")

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        limit = (1 << 256) - (1 << 256) % n  # rejection keeps it exactly uniform
        while True:
            x = self._block()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def to_dict(self) -> dict:
        return {"seed": self.seed, "counter": self.counter}

    @classmethod
    def from_dict(cls, data: dict) -> "Rng":
        return cls(data["seed"], data["counter"])
