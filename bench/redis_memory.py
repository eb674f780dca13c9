"""Where Redis memory goes: games played to their end, against what their keys hold.

    .venv/bin/python -m bench.redis_memory [--games 200] [--kind vri_atter] [--players 2]

Starts an embedded Redis of its own (the one `cardtable serve` runs) with nothing else in it,
plays `--games` games to their end through the service in this process, as a front end does:
every POST with an Idempotency-Key (the SDKs' default), a card played whenever one is listed
(as bench.http_load plays). Then reports `used_memory` growth per finished game beside the
`MEMORY USAGE` of every key the service wrote, grouped by what the key is for, with its
time to live, and Redis's own `MEMORY STATS` (what is not in any key: the main dictionary,
the expiry dictionary, clients' buffers, Lua scripts).
"""

import argparse
import dataclasses
import os
import random
import re
import tempfile
import uuid
from collections import defaultdict
from pathlib import Path

import redis

# what each key is for, from its name under the prefix
GROUPS = [
    ("game record (hash: state, version, idempotent answers)", re.compile(r":game:\{[^}]+\}$")),
    ("game events (list)", re.compile(r":game:\{[^}]+\}:events$")),
    ("game moves for the record (list)", re.compile(r":game:\{[^}]+\}:moves$")),
    ("create idempotency", re.compile(r":create:")),
    ("quota counters", re.compile(r":limits")),
    ("webhook queue and retries", re.compile(r":webhooks")),
    ("bot queue", re.compile(r":bots")),
]


def group_of(key: str) -> str:
    return next((name for name, pattern in GROUPS if pattern.search(key)), f"other ({key})")


# a President match goes on until its options end it
OPTIONS = {"president": {"max_rounds": 1}}


def play(client, rng: random.Random, kind: str, players: int) -> None:
    created = client.post("/v1/games", json={
        "kind": kind, "players": [{"name": f"p{i}"} for i in range(players)],
        "options": OPTIONS.get(kind, {})},
        headers={"Idempotency-Key": str(uuid.uuid4())}).json
    game = created["game_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}

    def listed(seat: int) -> list[dict]:
        # a front end reads them from its stream's status frame
        return client.get(f"/v1/games/{game}/legal-moves",
                          headers={"Authorization": f"Bearer {tokens[seat]}"}).json["moves"]

    legal = {seat: listed(seat) for seat in tokens}
    for _ in range(5000):
        choices = [(seat, m) for seat, moves in legal.items() for m in moves
                   if m["type"] != "knock"]
        if not choices:
            if client.get(f"/v1/games/{game}").json["status"] == "finished":
                return
            legal = {seat: listed(seat) for seat in tokens}
            continue
        # as bench.http_load plays: a card whenever one can be played, else what is listed
        plays = [(seat, m) for seat, m in choices if m["type"].startswith("play")]
        seat, move = rng.choice(plays or choices)
        r = client.post(f"/v1/games/{game}/{kind}/moves", json=move, headers={
            "Authorization": f"Bearer {tokens[seat]}", "Idempotency-Key": str(uuid.uuid4())})
        if r.status_code != 200:
            raise SystemExit(f"move refused: {r.status_code} {r.json}")
        answer = r.json
        if answer["view"]["status"] == "finished":
            return
        legal = {other: answer["legal_moves"] if other == seat else listed(other)
                 for other in tokens}
    raise SystemExit("a game did not end")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--kind", default="vri_atter")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    from service import create_app
    from service.config import Settings
    from service.server import EmbeddedRedis

    with tempfile.TemporaryDirectory() as folder:
        embedded = EmbeddedRedis(Path(folder))
        embedded.start()
        url = embedded.url
        try:
            r = redis.Redis.from_url(url)
            prefix = "bench"
            app = create_app(dataclasses.replace(Settings.from_env(), redis_url=url,
                                                 key_prefix=prefix))
            client = app.test_client()
            rng = random.Random(args.seed)
            play(client, rng, args.kind, args.players)  # scripts loaded, pools and dicts warm
            before = r.info("memory")["used_memory"]
            keys_before = set(r.scan_iter(count=1000))
            for _ in range(args.games):
                play(client, rng, args.kind, args.players)
            after = r.info("memory")["used_memory"]
            report(r, args, before, after, keys_before)
        finally:
            embedded.stop()


def report(r: redis.Redis, args, before: int, after: int, keys_before: set) -> None:
    usage: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    ttls: dict[str, set] = defaultdict(set)
    for key in r.scan_iter(count=1000):
        if key in keys_before:
            continue
        name = group_of(key.decode())
        usage[name][0] += 1
        usage[name][1] += r.memory_usage(key, samples=0) or 0
        ttl = r.ttl(key)
        ttls[name].add("none" if ttl < 0 else f"{round(ttl / 3600, 1)} h")
    in_keys = sum(size for _, size in usage.values())
    growth = after - before
    print(f"{args.games} games of {args.kind} ({args.players} players), played to their end")
    print(f"used_memory growth: {growth:,} B, {growth / args.games / 1024:.1f} KiB a game")
    print(f"in the keys written: {in_keys:,} B, {in_keys / args.games / 1024:.1f} KiB a game "
          f"(growth / keys: {growth / max(in_keys, 1):.2f}x)")
    events = sum(r.llen(k) for k in r.scan_iter(match="*:events", count=1000))
    moves = sum(r.llen(k) for k in r.scan_iter(match="*:moves", count=1000))
    print(f"{moves / args.games:.0f} moves and {events / args.games:.0f} events a game")
    print()
    print("| key | keys | bytes a game | expires after |")
    print("|---|---|---|---|")
    for name, (count, size) in sorted(usage.items(), key=lambda kv: -kv[1][1]):
        print(f"| {name} | {count} | {size / args.games:,.0f} | {', '.join(sorted(ttls[name]))} |")
    stats = r.memory_stats()
    print()
    print("MEMORY STATS:", {k: v for k, v in stats.items() if k in (
        "overhead.total", "keys.count", "keys.bytes-per-key", "dataset.bytes", "clients.normal",
        "lua.caches", "overhead.hashtable.main", "overhead.hashtable.expires",
        "db.0", "fragmentation", "allocator.allocated")})


if __name__ == "__main__":
    os.environ.setdefault("CARDTABLE_LOG_LEVEL", "WARNING")
    main()
