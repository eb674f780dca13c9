"""A replayable, cryptographically strong random source kept inside the game state.

The state stores a secret seed (never shown to anyone) and a counter; each draw hashes
seed + counter with SHA-256, so the same state always shuffles the same way and nobody who
lacks the seed can predict a shuffle. The seed is supplied by whoever creates the game.

The stream is part of every game's record (a replay deals what the seed gives), so it is fixed:
draw k is the SHA-256 digest of the UTF-8 string "{seed}:{k}" read as a big-endian integer x;
a number below n is x mod n, drawing again while x is at or above the largest multiple of n
that fits in 256 bits; a shuffle swaps item i with item below(i + 1) for i from the last down
to 1.
"""

import hashlib

_SPAN = 1 << 256


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
        limit = _SPAN - _SPAN % n  # rejection keeps it exactly uniform
        while True:
            x = self._block()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with `below`'s draws, written out: a deal makes 51 of them."""
        seed, counter, sha256 = self.seed, self.counter, hashlib.sha256
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _SPAN - _SPAN % n
            while True:
                x = int.from_bytes(sha256(f"{seed}:{counter}".encode()).digest(), "big")
                counter += 1
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.counter = counter

    def to_dict(self) -> dict:
        return {"seed": self.seed, "counter": self.counter}

    @classmethod
    def from_dict(cls, data: dict) -> "Rng":
        return cls(data["seed"], data["counter"])
