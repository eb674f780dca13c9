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

from functools import cache

try:
    # CPython's own SHA-256, the same digests as hashlib's: a deal makes 51 draws, and hashlib's
    # OpenSSL one looks its algorithm up on every call, 15% of a draw
    from _sha2 import sha256 as _sha256  # Python 3.12 and later
except ImportError:
    try:
        from _sha256 import sha256 as _sha256  # Python 3.11
    except ImportError:  # a Python built without its own hashes
        from hashlib import sha256 as _sha256

_SPAN = 1 << 256


@cache  # a deal asks for the same few dozen bounds every time
def _limit(n: int) -> int:
    """The largest multiple of n that fits in 256 bits: draws at or above it are rejected, so
    that x mod n is exactly uniform."""
    return _SPAN - _SPAN % n


def _prefix(seed: str):
    """A hash that has taken in "{seed}:"; each draw hashes its counter into a copy of it."""
    return _sha256(f"{seed}:".encode())


def _below(prefix, counter: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) drawn from `counter` on, and the counter after its draws."""
    limit = _limit(n)
    while True:
        draw = prefix.copy()
        draw.update(b"%d" % counter)
        x = int.from_bytes(draw.digest(), "big")
        counter += 1
        if x < limit:
            return x % n, counter


class Rng:
    def __init__(self, seed: str, counter: int = 0):
        self.seed = seed
        self.counter = counter

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        value, self.counter = _below(_prefix(self.seed), self.counter, n)
        return value

    def shuffle(self, items: list) -> None:
        # the prefix and the counter are kept in locals: a deal makes 51 draws
        prefix, counter = _prefix(self.seed), self.counter
        for i in range(len(items) - 1, 0, -1):
            j, counter = _below(prefix, counter, i + 1)
            items[i], items[j] = items[j], items[i]
        self.counter = counter

    def to_dict(self) -> dict:
        return {"seed": self.seed, "counter": self.counter}

    @classmethod
    def from_dict(cls, data: dict) -> "Rng":
        return cls(data["seed"], data["counter"])
