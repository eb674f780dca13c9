"""HTTP load: many games played at once against a running service; reports req/s, p50, p99.

    python -m bench.http_load --url http://127.0.0.1:8000 [--games 32] [--seconds 20]
    python -m bench.http_load --url http://127.0.0.1:8001 --baseline   # bench/baseline_app.py

Each client process owns a few Vri åtter games and keeps posting the acting seat's move
(draw, or pass once the draws are used up), taking whose turn it is from each move's response;
every request counted is a POST /moves, which loads, validates and compare-and-sets one game.
"""

import argparse
import multiprocessing
import statistics
import time

import requests


def _play(args) -> list[float]:
    url, games, seconds, baseline = args
    session = requests.Session()
    latencies = []
    deadline = time.perf_counter() + seconds
    if baseline:
        i = 0
        while time.perf_counter() < deadline:
            t = time.perf_counter()
            session.post(f"{url}/kv/{i % games}").raise_for_status()
            latencies.append(time.perf_counter() - t)
            i += 1
        return latencies
    tables = [_new_game(session, url) for _ in range(games)]
    while time.perf_counter() < deadline:
        for i, (gid, tokens, view) in enumerate(tables):
            if view["status"] == "finished":
                tables[i] = _new_game(session, url)
                continue
            headers = {"Authorization": f"Bearer {tokens[view['to_act'][0]]}"}
            can_draw = view["stock_count"] + len(view["discard_pile"]) > 1
            move = {"type": "draw" if can_draw and view["draws_this_turn"] < 3 else "pass"}
            t = time.perf_counter()
            r = session.post(f"{url}/v1/games/{gid}/moves", json=move, headers=headers)
            latencies.append(time.perf_counter() - t)
            r.raise_for_status()
            tables[i] = (gid, tokens, r.json()["view"])
    return latencies


def _new_game(session, url):
    game = session.post(f"{url}/v1/games", json={
        "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}).json()
    gid = game["game_id"]
    return gid, [s["token"] for s in game["seats"]], session.get(f"{url}/v1/games/{gid}").json()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--games", type=int, default=4, help="games per client")
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--baseline", action="store_true")
    args = parser.parse_args()
    job = (args.url, args.games, args.seconds, args.baseline)
    with multiprocessing.Pool(args.clients) as pool:
        results = pool.map(_play, [job] * args.clients)
    latencies = sorted(x for r in results for x in r)
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000
    what = "baseline GET+SET" if args.baseline else "POST /moves"
    print(f"{what}: {len(latencies)} requests, {len(latencies) / args.seconds:.0f} req/s counted, "
          f"p50 {p(0.5):.1f} ms, p99 {p(0.99):.1f} ms, mean {statistics.mean(latencies) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
