"""Bot strength and speed: `python -m bench.bots [--games 200] [--budget-ms 200]`, and
`python -m bench.bots --speed SECONDS`: ISMCTS iterations per second for each kind.

Per kind, bots play whole games against each other in the engine (no service): `greedy` vs
`random`, and `ismcts` (at `--budget-ms`) vs `greedy`. Games come in pairs on the same deal
with the seats swapped, so neither bot keeps the better cards or the first turn. A kind plays
at 2 players, or at its minimum when that is more (President: 3, seated A B A then B A B).

A bot's score is its pairwise win rate: over every (its seat, the other bot's seat) pair of
every game, the share in which it finished ahead, ties counting half; for 2 players, its
win rate. The 95% interval is Wilson's over the games. Latency is the time one bot decision
takes (`engine.bots.next_bot_move` for a seat of that level), p50 and p99.
"""

import argparse
import itertools
import math
import random
import statistics
import time
from multiprocessing import Pool

from engine import GAMES
from engine.bots import PLAYS, Bot, next_bot_move, observe
from engine.bots.search import search

MATCHUPS = (("greedy", "random"), ("ismcts", "greedy"))
MOVE_LIMIT = 20_000
# finite games for the measurement: President deals one round (a match has no end by default)
OPTIONS = {"president": {"max_rounds": 1}}


def seats_for(kind: str, game_no: int) -> list[str]:
    """Which bot ("a" or "b") sits in each seat of the `game_no`th game."""
    n = max(2, GAMES[kind].min_players)
    first, second = ("a", "b") if game_no % 2 == 0 else ("b", "a")
    return [first if s % 2 == 0 else second for s in range(n)]


def play_game(job: tuple) -> tuple[float, dict[str, list[float]]]:
    """One game: bot a's pairwise score and each level's decision times (seconds)."""
    kind, levels, budget_ms, game_no = job
    seating = seats_for(kind, game_no)
    bots = {s: Bot(levels[0 if who == "a" else 1], budget_ms) for s, who in enumerate(seating)}
    seed = f"bench-bots:{kind}:{game_no // 2}"
    state, _ = GAMES[kind].new_state([f"P{s}" for s in range(len(seating))],
                                     OPTIONS.get(kind), seed=seed)
    times: dict[str, list[float]] = {level: [] for level in levels}
    for move_no in range(MOVE_LIMIT):
        started = time.perf_counter()
        chosen = next_bot_move(state, bots, f"{seed}:{move_no}", humans=False)
        elapsed = time.perf_counter() - started
        if chosen is None:
            break
        seat, move = chosen
        times[bots[seat].level].append(elapsed)
        state.apply(seat, move)
    if state.result is None:
        raise RuntimeError(f"{kind} game {game_no} did not end in {MOVE_LIMIT} moves")
    value = PLAYS[kind].outcome(state)
    pairs = [(a, b) for a, wa in enumerate(seating) if wa == "a"
             for b, wb in enumerate(seating) if wb == "b"]
    score = sum(1.0 if value[a] > value[b] else 0.5 if value[a] == value[b] else 0.0
                for a, b in pairs) / len(pairs)
    return score, times


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


SPEED_ITERATIONS = 50  # a searched decision's, in the speed measurement


def search_speed(kind: str, seconds: float, players: int | None = None) -> float:
    """ISMCTS iterations per second, over decisions of seeded greedy games of `players` (by
    default 2, or the kind's minimum): one searched decision of SPEED_ITERATIONS iterations
    each time a seat must choose among several moves."""
    spent = 0.0
    done = 0
    for done, observation in enumerate(searched_positions(kind, players)):
        if spent >= seconds:
            break
        started = time.perf_counter()
        search_position(kind, done, observation)
        spent += time.perf_counter() - started
    return done * SPEED_ITERATIONS / spent


def search_position(kind: str, number: int, observation) -> None:
    """The speed measurement's search of its `number`th position (its draws seeded by it)."""
    search(PLAYS[kind], GAMES[kind], observation, random.Random(number), SPEED_ITERATIONS)


def searched_positions(kind: str, players: int | None = None):
    """The observations the speed measurement searches, in order, without end: each seat's
    that must choose among several moves, in seeded games of greedy bots."""
    game = GAMES[kind]
    players = players or max(2, game.min_players)
    for games in itertools.count():
        state, _ = game.new_state([f"P{s}" for s in range(players)],
                                  OPTIONS.get(kind), seed=f"bench-search:{games}")
        greedy = {s: Bot("greedy") for s in range(len(state.names))}
        for move_no in range(MOVE_LIMIT):
            if state.result is not None:
                break
            acting = state.to_act()
            if acting:
                observation = observe(state, acting[0])
                if len(observation.legal) > 1:
                    yield observation
            chosen = next_bot_move(state, greedy, f"speed:{move_no}", humans=False)
            if chosen is None:
                break
            state.apply(*chosen)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200, help="games per kind and matchup")
    parser.add_argument("--budget-ms", type=int, default=200, help="the ismcts budget")
    parser.add_argument("--kinds", nargs="*", default=sorted(GAMES))
    parser.add_argument("--matchups", nargs="*", default=[f"{a}-{b}" for a, b in MATCHUPS])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--speed", type=float, metavar="SECONDS",
                        help="only measure ISMCTS iterations/s, SECONDS of search per kind")
    parser.add_argument("--players", type=int, nargs="*", metavar="N",
                        help="with --speed: table sizes to measure (kinds that seat them)")
    args = parser.parse_args()
    if args.speed:
        for kind in args.kinds:
            game = GAMES[kind]
            for players in args.players or [None]:
                if players and not game.min_players <= players <= game.max_players:
                    continue
                speed = search_speed(kind, args.speed, players)
                print(f"{kind:<10} {players or max(2, game.min_players):>3} players "
                      f"{speed:>10,.0f} ISMCTS iterations/s", flush=True)
        return
    print(f"{'kind':<10} {'players':>7} {'a vs b':<16} {'games':>5} {'a wins':>7} "
          f"{'95% interval':>15} {'a p50 ms':>9} {'a p99 ms':>9}")
    with Pool(args.workers) as pool:
        for kind in args.kinds:
            for matchup in args.matchups:
                levels = tuple(matchup.split("-"))
                jobs = [(kind, levels, args.budget_ms, g) for g in range(args.games)]
                results = pool.map(play_game, jobs, chunksize=1)
                score = statistics.mean(r[0] for r in results)
                low, high = wilson(score, len(results))
                times = [t * 1000 for r in results for t in r[1][levels[0]]]
                print(f"{kind:<10} {len(seats_for(kind, 0)):>7} {matchup:<16} "
                      f"{len(results):>5} {score:>7.1%} {f'{low:.1%}-{high:.1%}':>15} "
                      f"{percentile(times, 0.5):>9.2f} {percentile(times, 0.99):>9.2f}",
                      flush=True)


if __name__ == "__main__":
    main()
