"""Engine decisions per second, every kind at 2 and 5 players (or its most, if fewer):

    .venv/bin/python -m bench.engine [--seconds 5] [--interface actions|moves|env]

A decision is one `apply_action` of an action chosen uniformly from every seat's
`legal_actions` (the actor's, and the knocks, snaps and out-of-turn completions others may
make), with default options (President: one round per game); `--interface moves` drives the
dict interface (`legal_moves` / `apply`) instead, and `--interface env` each kind's PettingZoo
environment (engine/rl.py), a decision being a step of random agents that read their
observation and choose among the legal actions their info lists. Deals are timed and not
counted as decisions, as OpenSpiel's chance outcomes are. In the same run, when they are installed
(`pip install -e '.[bench]'`), OpenSpiel's C++ `crazy_eights` (5 players) is driven from
Python the same way (uniform over `legal_actions()`, chance outcomes sampled, timed and not
counted), and RLCard's `uno` (2 players) through `env.step` with a uniform choice among the
state's legal actions; each row says its ratio to both. With the integer interface, a last
pair of rows plays bench/floor.py's Slyng the same way: the default rules on integers, with
nothing but the rules (no events, records or options), as a floor for the kinds' rows.
"""

import argparse
import json
import random
import time

from engine import GAMES


def table_sizes(kind: str) -> list[int]:
    """The table sizes a kind is measured at: 2 and 5 players, or its least and most."""
    game = GAMES[kind]
    return sorted({max(game.min_players, 2), min(game.max_players, 5)})


def engine_rate(kind: str, players: int, seconds: float,
                interface: str = "actions") -> tuple[float, float]:
    """(decisions/s, games/s) of uniform random play."""
    return _rates(lambda go_on: random_play(kind, players, go_on, interface), seconds)


def floor_rate(players: int, seconds: float) -> tuple[float, float]:
    """(decisions/s, games/s) of bench/floor.py's Slyng on integers, played as the kinds are."""
    from bench.floor import SlyngFloor

    return _rates(lambda go_on: _play(lambda seed: SlyngFloor(players, seed), players, go_on,
                                      "actions"), seconds)


def _rates(play, seconds: float) -> tuple[float, float]:
    """(units/s, games/s) of `play(go_on)`, which plays games while `go_on(games)` holds and
    answers (units, games), for `seconds`."""
    start = time.perf_counter()
    units, games = play(lambda _: time.perf_counter() - start < seconds)
    elapsed = time.perf_counter() - start
    return units / elapsed, games / elapsed


def random_play(kind: str, players: int, go_on, interface: str = "actions") -> tuple[int, int]:
    """(decisions, games) of uniform random play of `kind`, games dealt while `go_on(games
    played)` holds (bench/instructions.py counts a number of them)."""
    game = GAMES[kind]
    names = [f"p{i}" for i in range(players)]
    options = {"max_rounds": 1} if kind == "president" else {}
    return _play(lambda seed: game.new_state(names, options, seed=seed)[0], players, go_on,
                 interface)


def _play(new_state, players: int, go_on, interface: str) -> tuple[int, int]:
    rng = random.Random(1)
    seats = range(players)
    decisions = games = 0
    while go_on(games):
        state = new_state(str(games))
        legal, apply = (state.legal_actions, state.apply_action) if interface == "actions" \
            else (state.legal_moves, state.apply)
        while not state.finished:
            # uniform over every seat's listed actions, as one list of (seat, action) would
            # be, without making that list: OpenSpiel's loop below makes nothing per action
            listed = list(map(legal, seats))
            pick = rng.randrange(sum(map(len, listed)))
            for seat in seats:
                if pick < len(listed[seat]):
                    apply(seat, listed[seat][pick])
                    break
                pick -= len(listed[seat])
            decisions += 1
        games += 1
    return decisions, games


def env_rate(kind: str, players: int, seconds: float) -> tuple[float, float]:
    """(steps/s, games/s) of random agents through the kind's PettingZoo environment, as the
    README plays them: each step reads the agent's observation (`last()`) and chooses among
    the legal actions its info lists."""
    from engine.rl import env

    table = env(kind, players=players)
    rng = random.Random(1)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        table.reset(seed=games)
        for _ in table.agent_iter():
            _, _, terminated, truncated, info = table.last()
            if terminated or truncated:
                table.step(None)
                continue
            legal = info["legal_actions"]
            table.step(legal[rng.randrange(len(legal))])
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, games / elapsed


def openspiel_rate(players: int, seconds: float) -> float | None:
    try:
        import pyspiel  # noqa: F401 - whether it is installed
    except ImportError:
        return None
    return _rates(lambda go_on: openspiel_play(players, go_on), seconds)[0]


def openspiel_play(players: int, go_on) -> tuple[int, int]:
    """(decisions, games) of OpenSpiel's crazy_eights, played as the kinds are, games dealt
    while `go_on(games played)` holds."""
    import pyspiel

    game = pyspiel.load_game("crazy_eights", {"players": players})
    rng = random.Random(1)
    decisions = games = 0
    while go_on(games):
        games += 1
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
                continue
            actions = state.legal_actions()
            state.apply_action(actions[rng.randrange(len(actions))])
            decisions += 1
    return decisions, games


def rlcard_rate(seconds: float) -> float | None:
    """RLCard's Uno (2 players) through env.step, uniform over the legal actions."""
    try:
        import rlcard  # noqa: F401 - whether it is installed
    except ImportError:
        return None
    env = uno_env()  # made before the timing starts
    return _rates(lambda go_on: uno_play(env, go_on), seconds)[0]


def uno_env():
    import rlcard

    return rlcard.make("uno", config={"seed": 1})


def uno_play(env, go_on) -> tuple[int, int]:
    """(decisions, games) of RLCard's Uno in `env` (`uno_env()`), played as `rlcard_rate`
    plays it, games dealt while `go_on(games played)` holds (bench/instructions.py counts a
    number of them)."""
    rng = random.Random(1)
    decisions = games = 0
    while go_on(games):
        state, _ = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _ = env.step(legal[rng.randrange(len(legal))])
            decisions += 1
        games += 1
    return decisions, games


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--interface", choices=("actions", "moves", "env"), default="actions")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args()
    reference = openspiel_rate(5, args.seconds)
    uno = rlcard_rate(args.seconds)

    def ratios(rate: float) -> dict:
        return {"ratio": round(rate / reference, 2) if reference else None,
                "ratio_uno": round(rate / uno, 2) if uno else None}

    rows = []
    if reference is not None:
        rows.append({"engine": "OpenSpiel crazy_eights (C++)", "players": 5,
                     "decisions_per_s": round(reference), **ratios(reference)})
    if uno is not None:
        rows.append({"engine": "RLCard uno (env.step)", "players": 2,
                     "decisions_per_s": round(uno), **ratios(uno)})
    for kind in sorted(GAMES):
        for players in table_sizes(kind):
            rate, games = env_rate(kind, players, args.seconds) if args.interface == "env" \
                else engine_rate(kind, players, args.seconds, args.interface)
            rows.append({"engine": kind, "players": players, "decisions_per_s": round(rate),
                         "games_per_s": round(games, 1), **ratios(rate)})
    if args.interface == "actions":
        for players in (2, 4):
            rate, games = floor_rate(players, args.seconds)
            rows.append({"engine": "slyng floor (bench/floor.py)", "players": players,
                         "decisions_per_s": round(rate), "games_per_s": round(games, 1),
                         **ratios(rate)})
    if args.json:
        print(json.dumps(rows, indent=2))
        return
    print(f"{'engine':32} {'players':>7} {'decisions/s':>12} {'games/s':>9} {'vs OS':>6} "
          f"{'vs Uno':>6}")
    for r in rows:
        shown = ["" if r[k] is None else f"{r[k]:.2f}x" for k in ("ratio", "ratio_uno")]
        games = "" if "games_per_s" not in r else f"{r['games_per_s']:.1f}"
        print(f"{r['engine']:32} {r['players']:>7} {r['decisions_per_s']:>12,} {games:>9} "
              f"{shown[0]:>6} {shown[1]:>6}")


if __name__ == "__main__":
    main()
