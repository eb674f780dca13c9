"""Engine decisions per second, every kind at 2 and 5 players (or its most, if fewer):

    .venv/bin/python -m bench.engine [--seconds 5] [--interface actions|logged|moves|env]
                                     [--kinds dac ...]

A decision is one `apply_action` of an action chosen uniformly from every seat's
`legal_actions` (the actor's, and the knocks, snaps and out-of-turn completions others may
make), with default options (President: one round per game), on quiet states (no events
made), as the RL environments and the bots' searches play; `--interface logged` plays the
same on states that make their events, as the service's do, `--interface moves` drives the
dict interface (`legal_moves` / `apply`) instead, and `--interface env` each kind's PettingZoo
environment (engine/rl.py), a decision being a step of random agents that read their
observation and choose among the legal actions their info lists. Deals are timed and not
counted as decisions, as OpenSpiel's chance outcomes are. When they are installed
(`pip install -e '.[bench]'`), OpenSpiel's C++ `crazy_eights` (5 players) is driven from
Python the same way (uniform over `legal_actions()`, chance outcomes sampled, timed and not
counted), and RLCard's `uno` (2 players) through `env.step` with a uniform choice among the
state's legal actions. Each row is played in turns of a fifth of a second (whole games) with
the two of them, for `--seconds` each, and its ratio to each is the median of its turns'
ratios to that reference's turns beside them: readings of the same moments of a machine whose
speed moves. With the integer interface, a last pair of rows plays bench/floor.py's Slyng
the same way: the default rules on integers, with nothing but the rules (no events, records or
options), as a floor for the kinds' rows.
"""

import argparse
import itertools
import json
import random
import statistics
import time
from collections.abc import Iterator

from engine import GAMES

INTERFACES = ("actions", "logged", "moves", "env")


def table_sizes(kind: str) -> list[int]:
    """The table sizes a kind is measured at: 2 and 5 players, or its least and most."""
    game = GAMES[kind]
    return sorted({max(game.min_players, 2), min(game.max_players, 5)})


def kind_games(kind: str, players: int, interface: str = "actions") -> Iterator[int]:
    """The decisions of each game of uniform random play of `kind`, game after game: `actions`
    on quiet states, as the RL environments and the bots' searches play them (no events
    made), `logged` the same on states that make their events, `moves` the dict interface."""
    game = GAMES[kind]
    names = [f"p{i}" for i in range(players)]
    options = {"max_rounds": 1} if kind == "president" else {}

    def new_state(seed: str):
        state = game.new_state(names, options, seed=seed)[0]
        state.quiet = interface == "actions"
        return state

    return _games(new_state, players, "moves" if interface == "moves" else "actions")


def floor_games(players: int) -> Iterator[int]:
    """The decisions of each game of bench/floor.py's Slyng on integers, played as the kinds
    are."""
    from bench.floor import SlyngFloor

    return _games(lambda seed: SlyngFloor(players, seed), players, "actions")


def random_play(kind: str, players: int, go_on, interface: str = "actions") -> tuple[int, int]:
    """(decisions, games) of uniform random play of `kind`, games dealt while `go_on(games
    played)` holds (bench/instructions.py counts a number of them)."""
    return _until(kind_games(kind, players, interface), go_on)


def _until(games: Iterator[int], go_on) -> tuple[int, int]:
    """(decisions, games) of the games of `games` played while `go_on(games played)` holds."""
    decisions = played = 0
    while go_on(played):
        decisions += next(games)
        played += 1
    return decisions, played


def _games(new_state, players: int, interface: str) -> Iterator[int]:
    rng = random.Random(1)
    seats = range(players)
    for dealt in itertools.count():
        state = new_state(str(dealt))
        legal, apply = (state.legal_actions, state.apply_action) if interface == "actions" \
            else (state.legal_moves, state.apply)
        decisions = 0
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
        yield decisions


def env_games(kind: str, players: int) -> Iterator[int]:
    """The steps of each game of random agents through the kind's PettingZoo environment, as
    docs/engine.md plays them: each step reads the agent's observation (`last()`) and chooses
    among the legal actions its info lists."""
    from engine.rl import env

    table = env(kind, players=players)
    rng = random.Random(1)
    for dealt in itertools.count():
        table.reset(seed=dealt)
        steps = 0
        for _ in table.agent_iter():
            _, _, terminated, truncated, info = table.last()
            if terminated or truncated:
                table.step(None)
                continue
            legal = info["legal_actions"]
            table.step(legal[rng.randrange(len(legal))])
            steps += 1
        yield steps


def interleaved(subjects: list[Iterator[int]], seconds: float,
                slice_seconds: float = 0.2) -> list[tuple[float, float, list[float]]]:
    """(decisions/s, games/s, decisions/s of each turn) of each of `subjects` (iterators of
    each game's decisions), each played for about `seconds` in turns of `slice_seconds` (whole
    games), one after another, so that a machine which speeds up or slows down does so for
    all of them alike."""
    totals = [[0, 0, 0.0, []] for _ in subjects]
    for _ in range(max(1, round(seconds / slice_seconds))):
        for games, total in zip(subjects, totals):
            start, decisions = time.perf_counter(), 0
            while (elapsed := time.perf_counter() - start) < slice_seconds:
                decisions += next(games)
                total[1] += 1
            total[0] += decisions
            total[2] += elapsed
            total[3].append(decisions / elapsed)
    return [(decisions / elapsed, games / elapsed, turns)
            for decisions, games, elapsed, turns in totals]


def turn_ratio(turns: list[float], beside: list[float]) -> float:
    """The median of the ratios of a row's turns to a reference's turns beside them: a turn
    that the machine slowed for one of the two and not the other moves it little."""
    return statistics.median(a / b for a, b in zip(turns, beside))


def openspiel_games(players: int) -> Iterator[int] | None:
    """The decisions of each game of OpenSpiel's crazy_eights, played as the kinds are (chance
    outcomes sampled and not counted), or None when OpenSpiel is not installed."""
    try:
        import pyspiel
    except ImportError:
        return None
    return _openspiel_games(pyspiel.load_game("crazy_eights", {"players": players}))


def _openspiel_games(game) -> Iterator[int]:
    rng = random.Random(1)
    while True:
        state = game.new_initial_state()
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
                continue
            actions = state.legal_actions()
            state.apply_action(actions[rng.randrange(len(actions))])
            decisions += 1
        yield decisions


def openspiel_play(players: int, go_on) -> tuple[int, int]:
    """(decisions, games) of OpenSpiel's crazy_eights, games dealt while `go_on(games played)`
    holds."""
    return _until(openspiel_games(players), go_on)


def uno_games() -> Iterator[int] | None:
    """The decisions of each game of RLCard's Uno (2 players) through env.step, uniform over
    the legal actions, or None when RLCard is not installed; its env is made here, before
    any timing."""
    try:
        import rlcard  # noqa: F401 - whether it is installed
    except ImportError:
        return None
    return _uno_games(uno_env())


def uno_env():
    import rlcard

    return rlcard.make("uno", config={"seed": 1})


def _uno_games(env) -> Iterator[int]:
    rng = random.Random(1)
    while True:
        state, _ = env.reset()
        decisions = 0
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _ = env.step(legal[rng.randrange(len(legal))])
            decisions += 1
        yield decisions


def uno_play(env, go_on) -> tuple[int, int]:
    """(decisions, games) of RLCard's Uno in `env` (`uno_env()`), played as `uno_games`
    plays it, games dealt while `go_on(games played)` holds."""
    return _until(_uno_games(env), go_on)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5, help="each row's playing time")
    parser.add_argument("--interface", choices=INTERFACES, default="actions")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--kinds", nargs="+", choices=sorted(GAMES), default=sorted(GAMES),
                        help="the kinds to play (the floor's rows come with slyng's)")
    args = parser.parse_args()
    references = {name: games for name, games in (("ratio", openspiel_games(5)),
                                                  ("ratio_uno", uno_games()))
                  if games is not None}
    subjects = [(kind, players, (lambda k=kind, n=players: env_games(k, n))
                 if args.interface == "env" else
                 (lambda k=kind, n=players: kind_games(k, n, args.interface)))
                for kind in sorted(args.kinds) for players in table_sizes(kind)]
    if args.interface in ("actions", "logged") and "slyng" in args.kinds:
        subjects += [("slyng floor (bench/floor.py)", players,
                      lambda n=players: floor_games(n)) for players in (2, 4)]
    rows, reference_rates = [], {name: [] for name in references}
    for engine, players, games in subjects:
        (rate, games_per_s, turns), *beside = interleaved([games(), *references.values()],
                                                          args.seconds)
        ratios = {name: None for name in ("ratio", "ratio_uno")}
        for name, (reference, _, reference_turns) in zip(references, beside):
            ratios[name] = round(turn_ratio(turns, reference_turns), 2)
            reference_rates[name].append(reference)
        rows.append({"engine": engine, "players": players, "decisions_per_s": round(rate),
                     "games_per_s": round(games_per_s, 1), **ratios})
    # each reference's rate over the whole run: the mean of its readings beside each row
    rows[:0] = [{"engine": engine, "players": players,
                 "decisions_per_s": round(statistics.mean(reference_rates[name])),
                 "ratio": None, "ratio_uno": None}
                for name, engine, players in (("ratio", "OpenSpiel crazy_eights (C++)", 5),
                                              ("ratio_uno", "RLCard uno (env.step)", 2))
                if reference_rates.get(name)]
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
