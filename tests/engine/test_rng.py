"""The random streams are part of every record: a replay deals what the seed gives. These tests
hold `engine.rng` to the streams its docstring defines, computed here from that text alone."""

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


def _shuffled(items: list, below) -> list:
    """The published shuffle (both streams): item i swapped with below(i + 1), last first."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def _reference_shuffle(seed: str, counter: int, items: list) -> list:
    draws = _reference_draws(seed, counter)
    return _shuffled(items, lambda n: _reference_below(draws, n))


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
        source = Rng(seed, counter, stream=1)
        source.shuffle(shuffled)
        assert shuffled == _reference_shuffle(seed, counter, items)
        # one draw per swap: the rejection step never fires in practice
        assert source.counter == counter + max(len(items) - 1, 0)


def test_numbers_below_follow_the_published_stream():
    for seed, counter, rng in _seeds(400):
        source, draws = Rng(seed, counter, stream=1), _reference_draws(seed, counter)
        for _ in range(5):
            n = rng.randrange(1, 200)
            assert source.below(n) == _reference_below(draws, n)


def test_a_shuffle_continues_the_stream_of_earlier_draws():
    source = Rng("seed", 0, stream=1)
    first = source.below(5)
    deck = list(range(52))
    source.shuffle(deck)
    assert first == _reference_below(_reference_draws("seed", 0), 5)
    assert deck == _reference_shuffle("seed", 1, list(range(52)))
    # a state saved after the shuffle draws on from where it stopped
    assert Rng.from_dict(source.to_dict()).below(7) == \
        _reference_below(_reference_draws("seed", 52), 7)


# -- stream 2: one SHAKE-256 call per shuffle or lone number ---------------------------------


def _reference_call(seed: str, call: int):
    """The bytes of call `call`, one at a time (as many as asked for)."""
    size = 64
    while True:
        data = hashlib.shake_256(f"{seed}:{call}".encode()).digest(size)
        yield from data[size // 2 if size > 64 else 0:]
        size *= 2


def _reference_below2(data, n: int) -> int:
    width = 1
    while 256 ** width < n:
        width += 1
    limit = (256 ** width // n) * n
    while True:
        x = int.from_bytes(bytes(next(data) for _ in range(width)), "big")
        if x < limit:
            return x % n


def _reference_shuffle2(seed: str, call: int, items: list) -> list:
    data = _reference_call(seed, call)
    return _shuffled(items, lambda n: _reference_below2(data, n))


def test_stream_two_shuffles_follow_the_published_stream():
    for number, (seed, counter, rng) in enumerate(_seeds(400)):
        # two shuffles of 70,000 items (draws of three bytes) tell what forty would, faster
        size = 70000 if number in (0, 1) else rng.choice((0, 1, 2, 36, 52, 54, 104, 300))
        items = [f"c{i}" for i in range(size)]
        shuffled = list(items)
        source = Rng(seed, counter, stream=2)
        source.shuffle(shuffled)
        assert shuffled == _reference_shuffle2(seed, counter, items)
        assert source.counter == counter + 1  # one call per shuffle


def test_stream_two_numbers_below_are_one_call_each():
    for seed, counter, rng in _seeds(400):
        source = Rng(seed, counter, stream=2)
        for k in range(5):
            n = rng.choice((1, 2, 7, 200, 256, 257, 70000))
            assert source.below(n) == _reference_below2(_reference_call(seed, counter + k), n)
        assert source.counter == counter + 5


def test_new_games_draw_from_stream_two_and_states_say_so():
    from engine import GAMES
    for kind, game in GAMES.items():
        names = [f"p{i}" for i in range(game.min_players)]
        new, _ = game.new_state(names, seed="s")
        old, _ = game.new_state(names, seed="s", stream=1)
        assert (new.stream(), old.stream()) == (2, 1), kind
        assert new.deals[0]["deck"] != old.deals[0]["deck"], kind
        # a stored state keeps its stream: stream 1's in the shape it always had
        assert game.load(new.to_dict()).stream() == 2
        assert "stream" not in str(old.to_dict()), kind
