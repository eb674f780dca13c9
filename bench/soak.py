"""Soak: many random games, every answer checked: `python -m bench.soak [--engine-games 100000]
[--http-games 10000] [--workers 2] [--clients 4]`. Not part of CI.

Engine: random games of every kind with random options and player counts (the property tests'
playouts, harness/playout.py) in `--workers` processes. A knowledge tracker that does not
use the engine's projection code follows every seat: the cards the rules let it see now (read
from the state by the tests' `visible`, which knows where every card lies), everything it saw
before, and the cards the table was shown. At every step, every viewer's view (plain and with
memory), every event as that viewer gets it, and every seat's legal moves must hold only cards
the tracker allows.

HTTP: random games through `cardtable serve` (gunicorn, gevent workers, its embedded Redis) on
a free port, from `--clients` concurrent clients, mostly card plays, as a front end would play
them: the spectator's view says who acts, the seat reads its legal moves and posts one. Every
answer must be below 500. Each seat's view is read now and then with its version; once the game
is over its record is replayed in the engine and every view read is checked against the state
at that version. The memory of the service's processes and, apart, of its embedded Redis (which
keeps finished games for a day) is sampled as games go by.
"""

import argparse
import random
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from multiprocessing import Pool
from pathlib import Path

import requests

from engine import GAMES
from harness.playout import KINDS, cards_in, random_game

MAX_STEPS = 20_000
KIND_NAMES = sorted(GAMES)


def new_game(seed: int):
    rng = random.Random(f"soak-{seed}")
    kind = KIND_NAMES[seed % len(KIND_NAMES)]
    options, state, events = random_game(kind, rng, f"s{seed}", 5 if seed % 9 else 16,
                                         most_rounds=3)
    return kind, rng, options, state, events


def _public(view: dict) -> dict:
    """A view without its options: they name cards (a first lead card) without placing them."""
    return {k: v for k, v in view.items() if k != "options"}


class Tracker:
    """What each viewer may know, followed step by step."""

    def __init__(self, kind: str, state, events: list[dict]):
        self.adapter, self.state = KINDS[kind], state
        self.viewers = [*range(len(state.names)), None]
        self.known = {v: set() for v in self.viewers}
        self.table: set[str] = set()
        self.learn(events)

    def learn(self, events: list[dict]) -> None:
        for e in events:
            self.table |= self.adapter.announced(e)
        for v in self.viewers:
            self.known[v] |= self.adapter.visible(self.state, v) | self.table

    def leaks(self, events: list[dict], mover) -> list[str]:
        """Every card shown to a viewer that it may not know, described."""
        found = []
        for v in self.viewers:
            now = self.adapter.visible(self.state, v)
            allowed = now | self.known[v] | self.table
            checks = {"view": (cards_in(_public(self.state.view(v))), now | self.table)}
            if v is not None:
                checks["memory view"] = (cards_in(_public(self.state.view(v, memory=True))),
                                         allowed)
                checks["legal moves"] = (cards_in(self.state.legal_moves(v)), now)
            for e in events:
                checks[f"event {e['type']}"] = (
                    cards_in(self.state.project_event(e, v, live=v == mover)),
                    allowed | self.adapter.announced(e))
            found += [f"{what} for {v}: {sorted(shown - ok)}"
                      for what, (shown, ok) in checks.items() if not shown <= ok]
        return found


def soak_engine(seed: int) -> tuple[str, int, list[str]]:
    """One game: its kind, its moves, and the leaks found (with the step)."""
    kind, rng, _, state, events = new_game(seed)
    adapter = KINDS[kind]
    full = sorted(adapter.full_deck(state))
    tracker = Tracker(kind, state, events)
    leaks, mover = [], None
    for step in range(MAX_STEPS):
        leaks += [f"{kind} seed {seed} step {step}: {leak}"
                  for leak in tracker.leaks(events, mover)]
        if sorted(adapter.all_cards(state)) != full:
            leaks.append(f"{kind} seed {seed} step {step}: cards not conserved")
        if state.finished:
            return kind, step, leaks
        mover, move = adapter.choose(state, rng, {s: state.legal_moves(s)
                                                  for s in range(len(state.names))})
        events = state.apply(mover, move)
        tracker.learn(events)
    return kind, MAX_STEPS, leaks + [f"{kind} seed {seed}: did not end"]


def _rss_mib(pid: int) -> tuple[int, int]:
    """The resident memory (MiB) of a process and its children, from /proc: the service's
    processes, and apart from them its embedded Redis, which grows with the games it keeps."""
    service = redis = 0
    pids = [pid]
    while pids:
        current = pids.pop()
        try:
            status = Path(f"/proc/{current}/status").read_text()
            children = Path(f"/proc/{current}/task/{current}/children").read_text().split()
        except OSError:
            continue
        kib = next(int(line.split()[1]) for line in status.splitlines()
                   if line.startswith("VmRSS:"))
        if "redis-server" in status.splitlines()[0]:
            redis += kib
        else:
            service += kib
        pids += [int(c) for c in children]
    return service // 1024, redis // 1024


class HttpSoak:
    def __init__(self, base: str):
        self.base, self.session = base, requests.Session()
        self.requests = self.errors = 0
        self.statuses: dict[int, int] = {}

    def call(self, method: str, path: str, token: str | None = None,
             body=None) -> requests.Response:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        answer = self.session.request(method, self.base + path, json=body, headers=headers,
                                      timeout=60)
        self.requests += 1
        self.statuses[answer.status_code] = self.statuses.get(answer.status_code, 0) + 1
        if answer.status_code >= 500:
            self.errors += 1
        return answer

    def play(self, seed: int) -> list[str]:
        """One game through the service; the leaks its views showed, checked at the end."""
        kind, rng, options, state, _ = new_game(seed)
        created = self.call("POST", "/v1/games", body={
            "kind": kind, "options": options,
            "players": [{"name": n} for n in state.names]}).json()
        game_id, tokens = created["game_id"], [s["token"] for s in created["seats"]]
        seen: list[tuple[int, int, dict]] = []  # (version, seat, view)
        for _ in range(MAX_STEPS):
            table = self.call("GET", f"/v1/games/{game_id}").json()
            if table["status"] != "playing":
                break
            seat = rng.choice(table["to_act"])
            if rng.random() < 0.2:
                viewer = rng.randrange(len(tokens))
                view = self.call("GET", f"/v1/games/{game_id}", tokens[viewer]).json()
                seen.append((view["version"], viewer, view))
            legal = self.call("GET", f"/v1/games/{game_id}/legal-moves", tokens[seat]).json()
            moves = legal["moves"]
            plays = [m for m in moves if m["type"] in ("play", "attack", "defend", "beat",
                                                       "replace", "discard_drawn")]
            move = rng.choice(plays if plays and rng.random() < 0.8 else moves)
            self.call("POST", f"/v1/games/{game_id}/moves", tokens[seat], move)
        record = self.call("GET", f"/v1/games/{game_id}/record").json()
        return self._check(kind, record, seen)

    @staticmethod
    def _check(kind: str, record: dict, seen: list[tuple[int, int, dict]]) -> list[str]:
        game = GAMES[kind]
        state, _ = game.new_state(record["seats"], record["options"], seed=record["seed"])
        states = [state.clone()]
        for entry in record["moves"]:
            state.apply(entry["seat"], entry["move"])
            states.append(state.clone())
        leaks = []
        for version, seat, view in seen:
            allowed = KINDS[kind].visible(states[version - 1], seat)
            shown = cards_in(_public(view)) - allowed
            if shown:
                leaks.append(f"{kind} view v{version} seat {seat}: {sorted(shown)}")
        return leaks


def run_engine(games: int, workers: int) -> None:
    started, moves, leaks, by_kind = time.perf_counter(), 0, [], {}
    with Pool(workers) as pool:
        for done, (kind, steps, found) in enumerate(
                pool.imap_unordered(soak_engine, range(games), chunksize=20), 1):
            moves += steps
            leaks += found
            by_kind[kind] = by_kind.get(kind, 0) + 1
            if done % max(1, games // 10) == 0:
                print(f"  {done} games, {len(leaks)} leaks, "
                      f"{time.perf_counter() - started:.0f} s", flush=True)
    elapsed = time.perf_counter() - started
    print(f"engine: {games} games ({by_kind}), {moves} moves, {len(leaks)} leaks, "
          f"{elapsed:.0f} s")
    for leak in leaks[:20]:
        print("  LEAK", leak)


def run_http(games: int, clients: int) -> None:
    from harness.services import running_service

    with tempfile.TemporaryDirectory() as data, running_service(
            None, "soak", workers=2, env={"CARDTABLE_DATA_DIR": data},
            args=("--no-worker",)) as base:
        soaks: list[HttpSoak] = []
        own = threading.local()  # one client (session and counts) per thread

        def play(seed: int) -> list[str]:
            if not hasattr(own, "soak"):
                own.soak = HttpSoak(str(base))
                soaks.append(own.soak)
            return own.soak.play(seed)

        leaks, samples, started = [], [], time.perf_counter()
        with ThreadPoolExecutor(clients) as pool:
            done = pool.map(play, range(games))
            for number, found in enumerate(done, 1):
                leaks += found
                if number % max(1, games // 10) == 0 or number == games:
                    samples.append((number, *_rss_mib(base.proc.pid)))
                    print(f"  {number} games, {len(leaks)} leaks, "
                          f"{sum(s.errors for s in soaks)} answers >= 500, service "
                          f"{samples[-1][1]} MiB, Redis {samples[-1][2]} MiB, "
                          f"{time.perf_counter() - started:.0f} s", flush=True)
        elapsed = time.perf_counter() - started
    statuses: dict[int, int] = {}
    for soak in soaks:
        for status, count in soak.statuses.items():
            statuses[status] = statuses.get(status, 0) + count
    requests_made = sum(s.requests for s in soaks)
    print(f"http: {games} games, {requests_made} requests ({requests_made / elapsed:.0f}/s from "
          f"{clients} clients), {sum(s.errors for s in soaks)} answers >= 500, statuses "
          f"{dict(sorted(statuses.items()))}, {len(leaks)} leaks, {elapsed:.0f} s")
    print("  RSS (MiB) after games, service processes / embedded Redis: "
          + ", ".join(f"{n}: {service} / {redis}" for n, service, redis in samples))
    for leak in leaks[:20]:
        print("  LEAK", leak)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine-games", type=int, default=100_000)
    parser.add_argument("--http-games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2, help="engine processes")
    parser.add_argument("--clients", type=int, default=4, help="concurrent HTTP clients")
    args = parser.parse_args()
    if args.engine_games:
        run_engine(args.engine_games, args.workers)
    if args.http_games:
        run_http(args.http_games, args.clients)


if __name__ == "__main__":
    main()
