"""The random stream is part of every record: a replay deals what the seed gives. These tests
hold `engine.rng` to the stream its docstring defines, computed here from that text alone."""

import hashlib
import random

from engine.rng import Rng


def _reference_draws(seed: str, counter: int):
    while True:
        yield int.from_bytes(hashlib.sha256(f"{seed}:{counter}".encode()).digest(), "big")
        counter += 1


def _reference_below(draws, n: int) -> int:
    limit = (2 ** 256 // n) * n
    for x in draws:
        if x < limit:
            return x % n


def _reference_shuffle(seed: str, counter: int, items: list) -> list:
    out, draws = list(items), _reference_draws(seed, counter)
    for i in range(len(out) - 1, 0, -1):
        j = _reference_below(draws, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def _seeds(count: int):
    rng = random.Random(12)
    alphabet = "abcXYZ019:-é "
    for _ in range(count):
        yield "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 33))), \
            rng.randrange(0, 5000), rng


def test_shuffles_follow_the_published_stream():
    for seed, counter, rng in _seeds(400):
        items = [f"c{i}" for i in range(rng.choice((0, 1, 2, 36, 52, 54, 104)))]
        shuffled = list(items)
        source = Rng(seed, counter)
        source.shuffle(shuffled)
        assert shuffled == _reference_shuffle(seed, counter, items)
        # one draw per swap: the rejection step never fires in practice
        assert source.counter == counter + max(len(items) - 1, 0)


def test_numbers_below_follow_the_published_stream():
    for seed, counter, rng in _seeds(400):
        source, draws = Rng(seed, counter), _reference_draws(seed, counter)
        for _ in range(5):
            n = rng.randrange(1, 200)
            assert source.below(n) == _reference_below(draws, n)


def test_a_shuffle_continues_the_stream_of_earlier_draws():
    source = Rng("seed", 0)
    first = source.below(5)
    deck = list(range(52))
    source.shuffle(deck)
    assert first == _reference_below(_reference_draws("seed", 0), 5)
    assert deck == _reference_shuffle("seed", 1, list(range(52)))
    # a state saved after the shuffle draws on from where it stopped
    assert Rng.from_dict(source.to_dict()).below(7) == \
        _reference_below(_reference_draws("seed", 52), 7)
