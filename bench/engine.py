"""Random full games per second for each game kind: `python -m bench.engine [seconds]`.

The policy is the property tests' (tests/engine/playout.py). Each step lists the legal moves
of every seat and applies one; no serialization. Default options; President plays one round.
"""

import random
import sys
import time

from engine import GAMES
from tests.engine.playout import KINDS


def games_per_second(kind: str, players: int, seconds: float) -> tuple[float, float]:
    game, adapter = GAMES[kind], KINDS[kind]
    rng = random.Random(1)
    names = [f"p{i}" for i in range(players)]
    done = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        # President is a match without end unless max_rounds is set: each game is one round
        options = {"max_rounds": 1} if kind == "president" else {}
        state, _ = game.new_state(names, options, seed=str(done))
        while not state.finished:
            moves = {s: state.legal_moves(s) for s in range(players)}
            seat, move = adapter.choose(state, rng, moves)
            state.apply(seat, move)
            steps += 1
        done += 1
    elapsed = time.perf_counter() - start
    return done / elapsed, steps / elapsed


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    for kind, game in GAMES.items():
        for players in sorted({game.min_players, min(5, game.max_players)}):
            gps, sps = games_per_second(kind, players, seconds)
            print(f"{kind:12} {players} players: {gps:8.1f} games/s  {sps:10.0f} moves/s")


if __name__ == "__main__":
    main()
