"""A replayable, cryptographically strong random source kept inside the game state.

The state stores a secret seed (never shown to anyone) and a counter, so the same state always
shuffles the same way and nobody who lacks the seed can predict a shuffle. The seed is supplied
by whoever creates the game. The stream is part of every game's record (a replay deals what
the seed gives), so each stream is fixed once published. A shuffle swaps item i with item
below(i + 1) for i from the last down to 1, in both.

Stream 1 (games created before stream 2, and records that name no stream): draw k is the
SHA-256 digest of the UTF-8 string "{seed}:{k}" read as a big-endian integer x; a number below
n is x mod n, drawing again while x is at or above the largest multiple of n that fits in 256
bits. The counter counts draws.

Stream 2 (new games): call k is the SHAKE-256 output of the UTF-8 string "{seed}:{k}", read
as a sequence of bytes; the counter counts calls, and each shuffle, and each lone number, is
one call. A number below n takes the next b bytes, b the fewest that can hold n - 1 (at least
one), as a big-endian integer x, and is x mod n, taking the next b bytes again while x is at or
above the largest multiple of n below 256**b. A deal is one extendable-output call instead of
fifty-one digests.
"""

from functools import cache
from hashlib import shake_256

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


@cache
def _width(n: int) -> tuple[int, int]:
    """Stream 2's bytes per number below n, and the bound below which a reading is kept."""
    width = max(1, ((n - 1).bit_length() + 7) // 8)
    span = 1 << (8 * width)
    return width, span - span % n


class _Xof:
    """The bytes of one stream-2 call, read in order; read ahead in larger blocks as needed
    (a SHAKE output's first bytes do not depend on how many are asked for)."""

    def __init__(self, seed: str, call: int, expected: int):
        self._hash = shake_256(f"{seed}:{call}".encode())
        self._size = expected + 32
        self._bytes = self._hash.digest(self._size)
        self._at = 0

    def below(self, n: int) -> int:
        width, limit = _width(n)
        while True:
            end = self._at + width
            if end > self._size:
                self._size *= 2
                self._bytes = self._hash.digest(self._size)
            x = int.from_bytes(self._bytes[self._at:end], "big")
            self._at = end
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with `below`'s draws, read a byte at a time while a draw needs only
        one (decks of up to 256 cards): what a deal spends most of its time on. Each byte's
        draw is looked up (`_BYTE_DRAWS`), and the bytes are read ahead so that one is left
        for each draw to come: only a rejected byte asks whether to read more."""
        count = len(items)
        if count > 256:
            for i in range(count - 1, 0, -1):
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        data, at, size = self._bytes, self._at, self._size
        if size - at < count:
            size = 2 * (at + count)
            data = self._hash.digest(size)
        i = count - 1
        for draws in _BYTE_DRAWS[count:1:-1]:
            j = draws[data[at]]
            at += 1
            while j > i:  # rejected
                if size - at < i:
                    size *= 2
                    data = self._hash.digest(size)
                j = draws[data[at]]
                at += 1
            items[i], items[j] = items[j], items[i]
            i -= 1
        self._bytes, self._at, self._size = data, at, size


# For each n from 1 to 256 (at index n), the number below n that each byte x draws, x mod n, or
# 255 where x is rejected (at or above the largest multiple of n below 256): more than any
# number below n, as no byte is rejected for n = 256.
_BYTE_DRAWS = (b"",) + tuple(bytes(range(n)) * (256 // n) + b"\xff" * (256 % n)
                             for n in range(1, 257))


STREAMS = (1, 2)
# a game's seed, as a create takes it and a record carries it: 1 to this many characters
MAX_SEED_LENGTH = 128
NEW_GAME_STREAM = 2


class Rng:
    def __init__(self, seed: str, counter: int = 0, stream: int = NEW_GAME_STREAM):
        if stream not in STREAMS:
            raise ValueError(f"no random stream {stream!r}")
        self.seed = seed
        self.counter = counter
        self.stream = stream

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if self.stream == 2:
            value = _Xof(self.seed, self.counter, _width(n)[0]).below(n)
            self.counter += 1
            return value
        value, self.counter = _below(_prefix(self.seed), self.counter, n)
        return value

    def shuffle(self, items: list) -> None:
        if self.stream == 2:
            if len(items) > 1:
                _Xof(self.seed, self.counter, len(items) * _width(len(items))[0]).shuffle(items)
            self.counter += 1
            return
        # the prefix and the counter are kept in locals: a deal makes 51 draws
        prefix, counter = _prefix(self.seed), self.counter
        for i in range(len(items) - 1, 0, -1):
            j, counter = _below(prefix, counter, i + 1)
            items[i], items[j] = items[j], items[i]
        self.counter = counter

    def to_dict(self) -> dict:
        # stream 1's states keep the shape they were stored in
        out = {"seed": self.seed, "counter": self.counter}
        if self.stream != 1:
            out["stream"] = self.stream
        return out

    @classmethod
    def from_dict(cls, data: dict) -> "Rng":
        return cls(data["seed"], data["counter"], data.get("stream", 1))
