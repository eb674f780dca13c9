"""Golden playouts: seeded random games of every kind, recorded once and replayed after engine
changes: the same legal moves at every step, the same events, the same final state and views.

A game is chosen move by move from the legal moves of every seat, sorted, so the record does not
depend on the order in which the engine lists them. `python -m harness.golden` writes the
files; `check_replays` plays them again (tests/engine/test_golden.py, bench/compiled.py).
"""

import gzip
import hashlib
import json
import random
from pathlib import Path

from engine import GAMES
from harness.playout import random_options

FOLDER = Path(__file__).parent / "golden"
GAMES_PER_KIND = 24
PLAYS = {"play", "play_combo", "attack", "defend", "beat", "take", "replace", "discard_drawn"}


def _as_recorded(move: dict) -> dict:
    """A move in the form the recordings know: Vri åtter's play of several cards of one rank
    was `play` with `cards` until it became a move type of its own (one shape per move)."""
    if move["type"] == "play_same_rank":
        return {**move, "type": "play"}
    return move


def _as_posted(kind: str, move: dict) -> dict:
    if kind == "vri_atter" and move["type"] == "play" and "cards" in move:
        return {**move, "type": "play_same_rank"}
    return move


def _digest(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:16]


def play(kind: str, seed: int) -> dict:
    """One seeded game, recorded: its moves, the events of each, and digests of what was listed."""
    rng = random.Random(f"golden-{kind}-{seed}")
    game = GAMES[kind]
    n = rng.randint(game.min_players, min(game.max_players, 16 if seed % 6 == 5 else 5))
    options = random_options(kind, rng)
    options.pop("decks", None)
    options.pop("max_players", None)
    if kind == "president":
        options["max_rounds"] = rng.randint(1, 3)
    if kind == "dac":
        options["target_score"] = rng.randint(30, 90)
    # stream 1: the golden games were recorded before stream 2 existed
    state, events = game.new_state([f"p{i}" for i in range(n)], options, seed=f"golden-{seed}",
                                   stream=1)
    record = {"kind": kind, "players": n, "options": options, "seed": f"golden-{seed}",
              "deal": events, "steps": []}
    while not state.finished and len(record["steps"]) < 3000:
        listed = sorted(([s, _as_recorded(m)] for s in range(n) for m in state.legal_moves(s)),
                        key=json.dumps)
        calls = [x for x in listed if x[1].get("call_dac") or x[1]["type"] == "call_dac"]
        plays = [x for x in listed if x[1]["type"] in PLAYS and not x[1].get("call_dac")]
        if calls and rng.random() < 0.08:
            seat, move = rng.choice(calls)
        elif plays and rng.random() < 0.8:
            seat, move = rng.choice(plays)
        else:
            seat, move = rng.choice(listed)
        record["steps"].append({"listed": _digest(listed), "seat": seat, "move": move,
                                "events": state.apply(seat, _as_posted(kind, move))})
    record["final"] = state.to_dict()
    record["views"] = [state.view(v) for v in [*range(n), None]]
    return record


def path(kind: str) -> Path:
    return FOLDER / f"{kind}.json.gz"


def load(kind: str) -> list[dict]:
    return json.loads(gzip.decompress(path(kind).read_bytes()))


def write() -> None:
    FOLDER.mkdir(exist_ok=True)
    for kind in sorted(GAMES):
        games = [play(kind, seed) for seed in range(GAMES_PER_KIND)]
        text = json.dumps(games, sort_keys=True, separators=(",", ":")).encode()
        path(kind).write_bytes(gzip.compress(text, mtime=0))


if __name__ == "__main__":
    write()


def check_replays(kind: str) -> int:
    """Play every recorded game of `kind` again: AssertionError at the first difference; how
    many there were."""
    recordings = load(kind)
    for recorded in recordings:
        seed = int(recorded["seed"].removeprefix("golden-"))
        again = play(kind, seed)
        where = f"{kind} {recorded['seed']}"
        assert again["deal"] == recorded["deal"], where
        assert len(again["steps"]) == len(recorded["steps"]), where
        for i, (a, b) in enumerate(zip(again["steps"], recorded["steps"])):
            assert a == b, (where, i)
        assert again["final"] == recorded["final"], where
        assert again["views"] == json.loads(json.dumps(recorded["views"])), where
    return len(recordings)
