"""Codec version 3's frozen tables, built from the golden playouts: the map keys that are
written as small numbers (engine/codec_v3.keys), and the preset dictionary
(engine/codec_v3.zdict). `python -m tests.engine.codec_dictionary` wrote both, once, in
34863c9: data written with them must stay readable, so they never change (test_codec checks
their digest), even where a later engine's events would build other files. A new version
builds its own tables the same way.

The samples are what the service stores of each golden game, played again: the record (with
its final state), its events (a "joined" per seat, the deal, every step's) and its moves as
the game's record keeps them ({seat, move}).
"""

from collections import Counter
from pathlib import Path

import msgpack

from engine import GAMES, codec
from engine.events import event
from harness import golden

ENGINE = Path(__file__).parents[2] / "engine"
KEYS = ENGINE / "codec_v3.keys"
ZDICT = ENGINE / "codec_v3.zdict"
WINDOW = 1 << 14
# the part of the dictionary given to records (one a kind), farthest from the end: a record
# is packed on every move, but a game stores one record and hundreds of events and moves
RECORDS_SHARE = 4096
MAX_KEYS = 256


def samples() -> tuple[list[dict], dict[str, list[dict]]]:
    """The records of every golden game, and each kind's events and moves, in a fixed order."""
    records, small = [], {}
    for kind in sorted(GAMES):
        small[kind] = []
        # played again rather than read from the files, which hold maps with their keys
        # sorted: the engine's own key order is what gets stored
        for played in (golden.play(kind, seed) for seed in range(golden.GAMES_PER_KIND)):
            names = [f"p{i}" for i in range(played["players"])]
            state = GAMES[kind].load(played["final"])
            records.append({
                "kind": kind, "options": played["options"], "seats": names, "grants": {},
                "seed": played["seed"], "deck": None, "dealer": None, "stacked": False,
                "state": played["final"], "status": state.status, "to_act": state.to_act(),
                "round_starts": [len(names) + 1], "creator": "0" * 16})
            small[kind] += [event("joined", {"seat": seat, "name": name})
                            for seat, name in enumerate(names)]
            small[kind] += played["deal"]
            for step in played["steps"]:
                small[kind].append({"seat": step["seat"],
                                    "move": golden._as_posted(kind, step["move"])})
                small[kind] += step["events"]
    return records, small


def _keys_of(value, counts: Counter) -> None:
    if type(value) is dict:
        for key, item in value.items():
            counts[key] += 1
            _keys_of(item, counts)
    elif type(value) is list:
        for item in value:
            _keys_of(item, counts)


def build_keys(records: list[dict], small: dict[str, list[dict]]) -> list[str]:
    """Every key the samples use more than once, the most used first (the first 128 take one
    byte each, the rest two)."""
    counts: Counter = Counter()
    for value in records + [v for values in small.values() for v in values]:
        _keys_of(value, counts)
    used = sorted((key for key, n in counts.items() if n > 1), key=lambda k: (-counts[k], k))
    return used[:MAX_KEYS]


def _shape(value: dict) -> str:
    return "move " + value["move"]["type"] if "move" in value else value["type"]


def build_dictionary(records: list[dict], small: dict[str, list[dict]],
                     keys: list[str]) -> bytes:
    """One record of each kind, then the events and moves: each kind an equal share, filled
    with the most common of each event and move type in turn (so no type is left out), all
    ordered the most common last (deflate reaches the end of its window for the fewest
    bits), cut to the window."""
    code = {key: i for i, key in enumerate(keys)}

    def raw(value) -> bytes:
        return msgpack.packb(codec.compact(value, code), use_bin_type=True)

    kinds_seen, head = set(), b""
    for record in records:
        if record["kind"] not in kinds_seen:
            kinds_seen.add(record["kind"])
            head += raw(record)
    head = head[-RECORDS_SHARE:]
    share = (WINDOW - len(head)) // len(small)
    chosen: Counter = Counter()
    for values in small.values():
        packed_values = [raw(v) for v in values]
        counts = Counter(packed_values)
        by_shape: dict[str, dict[bytes, None]] = {}  # each type's samples, without repeats
        for value, packed in zip(values, packed_values, strict=True):
            by_shape.setdefault(_shape(value), {})[packed] = None
        queues = [sorted(q, key=lambda b, n=counts: (-n[b], b)) for q in by_shape.values()]
        size, turn = 0, 0
        while size < share and any(queues):
            queue = queues[turn % len(queues)]
            turn += 1
            if queue:
                packed = queue.pop(0)
                chosen[packed] = counts[packed]
                size += len(packed)
    tail = b"".join(sorted(chosen, key=lambda b: (chosen[b], b)))
    return (head + tail[-(WINDOW - len(head)):])[-WINDOW:]


def build() -> tuple[str, bytes]:
    records, small = samples()
    keys = build_keys(records, small)
    return "\n".join(keys) + "\n", build_dictionary(records, small, keys)


if __name__ == "__main__":
    keys_text, zdict = build()
    KEYS.write_text(keys_text)
    ZDICT.write_bytes(zdict)
    print(f"{len(keys_text.split())} keys, a dictionary of {len(zdict)} bytes")
