"""A master killed under load: do moves answered as done survive a Redis Cluster failover?

Clients play Vri åtter through the service (`cardtable serve`) on a Redis Cluster of 3 masters
with a replica each, every client a game of its own, both seats, a new game when one ends.
Every move carries an Idempotency-Key and is sent again, with the same key, after a 503 or a
broken connection, so a move whose write landed but whose answer was lost is answered from
the stored answer rather than made twice. Part way through, the master serving the first
game's slot is killed (`kill -9`); its replica takes over, and the killed node is started
again a moment later, as a supervisor would, and rejoins as a replica.

Afterwards every game's stored moves are read back, and compared with what the clients were
told: a move answered 2xx that is not at its version in the record is lost; a game holding
more moves than its client sent is a move applied twice. Also reported: 503 answers, when the
replica took over, and when a game of the killed master's group was first answered again.

    .venv/bin/python -m bench.failover [--clients 32] [--seconds 20] [--wait-replicas 1]

`--wait-replicas 1` sets CARDTABLE_REDIS_WAIT_REPLICAS=1 (a write is answered once a replica
holds it); 0 runs without, and shows what that costs.
"""

import argparse
import random
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import requests

from harness.redis_cluster import running_cluster
from harness.services import running_service
from service.keys import Keys
from service.redis_pools import client as store_client
from service.store import GameStore


@dataclass
class Tally:
    lock: threading.Lock = field(default_factory=threading.Lock)
    done: list[tuple[str, int, dict]] = field(default_factory=list)  # (game, version, move)
    sent: dict[str, int] = field(default_factory=dict)  # moves a game's client sent
    answered: list[tuple[float, str]] = field(default_factory=list)  # when each 2xx came
    unavailable: int = 0  # 503 answers and broken connections


def _call(session: requests.Session, tally: Tally, method: str, url: str, stop, **kwargs):
    """The request, sent again on a 503 or a broken connection until it is answered."""
    while not stop.is_set():
        try:
            r = session.request(method, url, timeout=10, **kwargs)
        except requests.RequestException:
            r = None
        if r is not None and r.status_code != 503:
            return r
        with tally.lock:
            tally.unavailable += 1
        time.sleep(0.2)
    return None


def _client(base: str, tally: Tally, stop: threading.Event, seed: int) -> None:
    rng = random.Random(seed)
    session = requests.Session()
    while not stop.is_set():
        created = _call(session, tally, "POST", f"{base}/v1/games", stop, json={
            "kind": "vri_atter", "players": [{"name": "A"}, {"name": "B"}]},
            headers={"Idempotency-Key": str(uuid.uuid4())})
        if created is None:
            return
        game = created.json()
        gid, tokens = game["game_id"], [s["token"] for s in game["seats"]]
        view = _call(session, tally, "GET", f"{base}/v1/games/{gid}", stop)
        to_act = view.json()["to_act"] if view is not None else []
        while to_act and not stop.is_set():
            seat = to_act[0]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            listed = _call(session, tally, "GET", f"{base}/v1/games/{gid}/legal-moves", stop,
                           headers=auth)
            if listed is None:
                return
            move = rng.choice(listed.json()["moves"])
            with tally.lock:
                tally.sent[gid] = tally.sent.get(gid, 0) + 1
            answer = _call(session, tally, "POST", f"{base}/v1/games/{gid}/moves", stop,
                           json=move, headers={**auth, "Idempotency-Key": str(uuid.uuid4())})
            if answer is None:
                return
            if answer.status_code != 200:  # a move that could not be made: look again
                view = _call(session, tally, "GET", f"{base}/v1/games/{gid}", stop)
                to_act = view.json()["to_act"] if view is not None else []
                continue
            body = answer.json()
            with tally.lock:
                tally.done.append((gid, body["version"], {"seat": seat, "move": move}))
                tally.answered.append((time.monotonic(), gid))
            to_act = body["view"]["to_act"] if body["view"]["status"] == "playing" else []


def _check(tally: Tally, store: GameStore) -> tuple[int, int]:
    """(moves answered 2xx missing from their record, moves applied more than sent)."""
    by_game: dict[str, list[tuple[int, dict]]] = {}
    for gid, version, move in tally.done:
        by_game.setdefault(gid, []).append((version, move))
    lost = doubled = 0
    for gid, sent in tally.sent.items():
        stored = [{k: m[k] for k in ("seat", "move")} for m in store.moves(gid)]
        doubled += max(0, len(stored) - sent)
        for version, move in by_game.get(gid, []):
            index = version - 2  # version 1 is the created game
            if index >= len(stored) or stored[index] != move:
                lost += 1
    return lost, doubled


def run(clients: int, seconds: float, wait_replicas: int, kill_after: float | None = None,
        directory: Path | None = None, settle: float | None = None) -> dict:
    """With `settle`, the load stops that many seconds after a game of the killed master's
    group is answered again, if that comes before `seconds` are up."""
    kill_after = seconds / 3 if kill_after is None else kill_after
    prefix = f"failover-{uuid.uuid4().hex[:8]}"
    with tempfile.TemporaryDirectory() as scratch, \
            running_cluster(directory or Path(scratch)) as cluster, \
            running_service(cluster.url, prefix, workers=2, env={
                "CARDTABLE_REDIS_WAIT_REPLICAS": str(wait_replicas),
                "CARDTABLE_RATE_LIMITS": "off"}) as base:
        tally, stop = Tally(), threading.Event()
        threads = [threading.Thread(target=_client, args=(base, tally, stop, i), daemon=True)
                   for i in range(clients)]
        for thread in threads:
            thread.start()
        time.sleep(kill_after)
        while not tally.sent:
            time.sleep(0.1)
        keys = Keys(prefix, 16, tagged=True)
        watched_id = next(iter(tally.sent))
        watched = keys.game(watched_id)
        victim = cluster.master_of(watched)
        killed_at = time.monotonic()
        cluster.procs[victim].kill()
        cluster.procs[victim].wait()
        # started again only once its replica took over: these nodes keep nothing on disk,
        # and one back before the cluster noticed it gone would still be the master of its
        # slots, empty, and its replica would copy that emptiness
        failed_over = _promoted(cluster, watched, victim, killed_at + 60)
        cluster.start_node(victim)  # it comes back as a replica of the promoted one
        end = killed_at + seconds - kill_after
        if settle is not None:
            shard = keys.shard(watched_id)
            while time.monotonic() < end and not any(
                    t >= killed_at and keys.shard(gid) == shard for t, gid in tally.answered):
                time.sleep(0.1)
            end = min(end, time.monotonic() + settle)
        time.sleep(max(0.0, end - time.monotonic()))
        stop.set()
        for thread in threads:
            thread.join(timeout=30)
        store = GameStore(store_client(cluster.url, 10, 5), prefix, 16, cluster=True)
        lost, doubled = _check(tally, store)
        after = [(t, gid) for t, gid in tally.answered if t >= killed_at]
        # the killed master's games: those of the watched game's group
        group = [t for t, gid in after if keys.shard(gid) == keys.shard(watched_id)]
        return {"wait_replicas": wait_replicas, "clients": clients, "moves": len(tally.done),
                "moves_after_kill": len(after), "lost": lost, "doubled": doubled,
                "unavailable": tally.unavailable,
                "failover_s": round(failed_over - killed_at, 2),
                "group_back_after_s": round(min(group) - killed_at, 2) if group else None}


def _promoted(cluster, key: str, victim: int, deadline: float) -> float:
    """When another node became the master of `key`'s slot."""
    while time.monotonic() < deadline:
        try:
            if cluster.master_of(key) != victim:
                return time.monotonic()
        except LookupError:
            pass
        time.sleep(0.1)
    raise RuntimeError("no replica took over from the killed master")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--wait-replicas", type=int, nargs="+", default=[1, 0])
    args = parser.parse_args()
    for wait in args.wait_replicas:
        print(run(args.clients, args.seconds, wait))


if __name__ == "__main__":
    main()
