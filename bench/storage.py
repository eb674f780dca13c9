"""Redis memory per game record and per event: `python -m bench.storage [--games 40]`.

Plays random games of every kind with random options through the app (its test client) on a
Redis (REDIS_URL, else the local one on 127.0.0.1:6379; keys under a prefix of its own, deleted
afterwards), stops each after 30 moves or at its end, and reads `MEMORY USAGE` of each game's
record (its hash: version, encoded record, base) and of its event list.
"""

import argparse
import json
import os
import random
import secrets
import statistics

import redis

from engine import GAMES
from harness.playout import random_options
from service import create_app
from service.config import Settings


def play(client, kind: str, rng: random.Random, moves: int) -> str:
    game = GAMES[kind]
    n = rng.randint(game.min_players, min(game.max_players, 5))
    options = random_options(kind, rng)
    options.pop("decks", None)
    options.pop("max_players", None)
    created = client.post("/v1/games", json={
        "kind": kind, "options": options,
        "players": [{"name": f"player {i}"} for i in range(n)]}).get_json()
    gid = created["game_id"]
    tokens = [s["token"] for s in created["seats"]]
    for _ in range(moves):
        listed = [(t, m) for t in tokens
                  for m in client.get(f"/v1/games/{gid}/legal-moves",
                                      headers={"Authorization": f"Bearer {t}"}).get_json()["moves"]]
        if not listed:
            break
        token, move = rng.choice(listed)
        client.post(f"/v1/games/{gid}/moves", json=move,
                    headers={"Authorization": f"Bearer {token}"})
    return gid


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40, help="games per kind")
    parser.add_argument("--moves", type=int, default=30)
    args = parser.parse_args()
    url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"cardtable-bench-{secrets.token_hex(4)}"
    client = create_app(Settings(redis_url=url, key_prefix=prefix)).test_client()
    store = redis.Redis.from_url(url)
    rng = random.Random(1)
    rows = {}
    try:
        for kind in sorted(GAMES):
            records, event_bytes, events = [], 0, 0
            for _ in range(args.games):
                gid = play(client, kind, rng, args.moves)
                key = f"{prefix}:game:{{{gid}}}"
                records.append(store.memory_usage(key, samples=0))
                event_bytes += store.memory_usage(key + ":events", samples=0) or 0
                events += store.llen(key + ":events")
            rows[kind] = {"record_bytes_mean": round(statistics.mean(records)),
                          "record_bytes_max": max(records),
                          "event_bytes_mean": round(event_bytes / events, 1),
                          "events_per_game": round(events / args.games, 1)}
        everything = list(rows.values())
        rows["all kinds"] = {
            "record_bytes_mean": round(statistics.mean(r["record_bytes_mean"] for r in everything)),
            "record_bytes_max": max(r["record_bytes_max"] for r in everything),
            "event_bytes_mean": round(statistics.mean(r["event_bytes_mean"]
                                                      for r in everything), 1)}
        print(json.dumps(rows, indent=2))
    finally:
        for key in store.scan_iter(match=f"{prefix}:*", count=1000):
            store.delete(key)


if __name__ == "__main__":
    main()
