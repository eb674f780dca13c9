"""Records verified per second, per kind: `python -m bench.referee [--games 200]`.

Plays random finished games of every kind with random options in the engine (the property
tests' seeded playouts, harness/playout.py), then times the referee on their records:
`engine.referee.verify` alone, and `POST /v1/referee/verify` through the app in this process
(JSON in and out, no network, no Redis). Every verdict must be valid, or the run fails.
"""

import argparse
import json
import statistics
import time

from engine import GAMES
from engine.referee import verify
from harness.playout import recorded_game
from service import create_app
from service.config import Settings


def timed(check, records: list[dict], rounds: int) -> float:
    """Records per second, the best of `rounds` passes over all of them."""
    best = float("inf")
    for _ in range(rounds):
        started = time.perf_counter()
        for record in records:
            check(record)
        best = min(best, time.perf_counter() - started)
    return len(records) / best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200, help="records per kind")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    # the referee route reads no stored game: the Redis URL is never dialled
    client = create_app(Settings(redis_url="redis://127.0.0.1:1/0", rate_limits=False)
                        ).test_client()

    def engine_check(record: dict) -> None:
        assert verify(record)["valid"], record

    def http_check(record: dict) -> None:
        answer = client.post("/v1/referee/verify", data=json.dumps(record),
                             content_type="application/json")
        assert answer.status_code == 200 and answer.get_json()["valid"], answer.get_json()

    rows = []
    for kind in sorted(GAMES):
        records = [recorded_game(kind, seed)[0] for seed in range(args.games)]
        moves = [len(r["moves"]) for r in records]
        size = statistics.mean(len(json.dumps(r)) for r in records)
        engine_rate = timed(engine_check, records, args.rounds)
        http_rate = timed(http_check, records, args.rounds)
        rows.append((kind, statistics.mean(moves), max(moves), size, engine_rate,
                     engine_rate * statistics.mean(moves), http_rate))
    print(f"{'kind':<10} {'moves/rec':>9} {'max':>5} {'bytes':>7} {'engine rec/s':>12} "
          f"{'moves/s':>9} {'HTTP rec/s':>10}")
    for kind, mean_moves, most, size, engine_rate, move_rate, http_rate in rows:
        print(f"{kind:<10} {mean_moves:>9.0f} {most:>5} {size:>7.0f} {engine_rate:>12.0f} "
              f"{move_rate:>9.0f} {http_rate:>10.0f}")


if __name__ == "__main__":
    main()
