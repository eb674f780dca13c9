"""What the bots know of a kind of game, and the helpers every kind shares.

A kind's `KindPlay` says how to deal a view's unseen cards at random into a full state
(`determinizer`, for the search), how good one move looks (`score`, the greedy level's
heuristic), and how good a position is for each seat (`evaluate` mid-game, `outcome` at the
end), as values from 0 (the worst place) to 1 (the best).
"""

import math
import random
from abc import ABC, abstractmethod

from .. import COMPILED
from ..rng import Rng

# the iterations the interpreted engine makes in the time the compiled one makes one
# (`bench.bots --speed 3` on each build, three rounds alternating: 0.46-0.54, the median of
# each kind's, 2026-12-06; the compiled engine gained more from that day's playout steps)
_BUILD_SPEED = 1.0 if COMPILED else 0.5


class KindPlay(ABC):
    rollout_depth = 30  # plies a search playout runs before the position is evaluated
    # search iterations a budget millisecond buys at a table of 2: what the compiled engine
    # makes in a millisecond here, two games at a time on two cores, so that a decision's p99
    # stays within its budget (bench/bots.py)
    iterations_per_ms = 1.0

    def iterations(self, budget_ms: int, seats: int) -> int:
        """The iterations a search of `budget_ms` makes at a table of `seats`: a fixed number
        for the build, so a decision does not depend on the machine; scaled down where more
        seats make an iteration dearer, and for the interpreted engine, so that a budget is
        about that much processor time in either build (the thinking budgets count it so)."""
        return max(1, round(budget_ms * self.iterations_per_ms * _BUILD_SPEED
                            / self.iteration_cost(seats)))

    def iteration_cost(self, seats: int) -> float:
        """An iteration's time at `seats` seats against 2 (bench/bots.py --speed --players)."""
        return 1.0

    def determinize(self, game, view: dict, rng: random.Random):
        """A full state agreeing with everything `view` shows, unseen cards dealt at random.

        The state keeps no part of `view` (it copies what it keeps): one view serves every
        determinization of a search."""
        return self.determinizer(game, view)(rng)

    @abstractmethod
    def determinizer(self, game, view: dict):
        """`determinize` of `view`, as a function of the random source: a search deals every
        iteration's determinization from one view, which is read once here."""

    @abstractmethod
    def score(self, view: dict, move: dict) -> float:
        """The one-move heuristic: higher is better; above 0, worth doing out of turn."""

    @abstractmethod
    def evaluate(self, state) -> list[float]:
        """Each seat's prospects in an unfinished game, 0 to 1."""

    @abstractmethod
    def outcome(self, state) -> list[float]:
        """Each seat's place in the finished game, 0 to 1."""

    def reward(self, state) -> list[float]:
        """What a search playout that reached the end scores for each seat, 0 to 1."""
        return self.outcome(state)

    def rollout_move(self, state, seat: int, moves: list[dict], rng: random.Random) -> dict:
        return moves[below(rng, len(moves))]

    def playout_step(self, state, seat: int, rng: random.Random) -> bool:
        """One ply of a search playout: `seat`'s move by the rollout policy, made as listed;
        False when the seat has none. A kind may make the same move from a cheaper listing."""
        moves = state.legal_moves(seat)
        if not moves:
            return False
        state.apply_listed(seat, self.rollout_move(state, seat, moves, rng))
        return True

    def searched(self, view: dict, moves: list[dict]) -> list[dict]:
        """The moves worth a search's time: all but those another listed move dominates."""
        return moves

    def endless_option(self, options: dict) -> str | None:
        """The option that keeps a game with these options from ever ending, if one does."""
        return None


def places(order: list[list[int]], n: int) -> list[float]:
    """Values from a finishing order (groups of tied seats, best first; seats not in it share
    the last place): 1 for the first place, 0 for the last."""
    value = [0.0] * n
    placed, seen = 0, set()
    groups = [list(g) for g in order] + [[s for s in range(n)
                                          if s not in {x for g in order for x in g}]]
    for group in groups:
        if not group:
            continue
        mid = placed + (len(group) - 1) / 2
        for s in group:
            if s not in seen:
                value[s] = 1.0 - mid / (n - 1) if n > 1 else 1.0
                seen.add(s)
        placed += len(group)
    return value


def fewer_is_better(amounts: list[float], scale: float) -> list[float]:
    """Soft places from amounts where less is better (cards held, points): each seat's mean
    chance of being ahead of each other seat, with differences counted in `scale`s."""
    n = len(amounts)
    if n == 1:
        return [1.0]
    # sums of lists, not of generators: the same sums, and cheaper compiled
    return [sum([_ahead((b - a) / scale) for j, b in enumerate(amounts) if j != i]) / (n - 1)
            for i, a in enumerate(amounts)]


def _ahead(x: float) -> float:
    """The logistic function, saturated where exp would overflow."""
    return 1.0 if x > 40 else 0.0 if x < -40 else 1 / (1 + math.exp(-x))


def deal_hands(view: dict, pool: list[str], first=None) -> list[list[str]]:
    """Every seat's hand: the viewer's own, and the others' dealt from the shuffled `pool` by
    the counts the view shows (what is left of the pool stays in it). `first(player, pool)`,
    where given, deals an opponent that holds cards some of them before the rest, taking them
    out of the pool (what a kind infers of its hand)."""
    hands = []
    for p in view["players"]:
        if p["seat"] == view["seat"]:
            hands.append(list(view["hand"]))
            continue
        count = p["hand_count"]
        hand = first(p, pool) if first is not None and count else []
        rest = count - len(hand)
        hands.append(hand + pool[:rest])
        del pool[:rest]
    return hands


def cards_held(hands: list[list[str]], out: list[list[int]], scale: float) -> list[float]:
    """Soft places by the cards each seat still holds; the seats in `out` (groups of seats
    that have gone out) hold none."""
    done = {s for group in out for s in group}
    return fewer_is_better([0.0 if s in done else len(h) + 1.0 for s, h in enumerate(hands)],
                           scale)


def below(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)` (n > 0): the same draw, as CPython makes it from `getrandbits`,
    without the argument handling that is most of its cost. A search draws on every ply of a
    playout; tests/engine/test_bots.py holds the two equal."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def shuffle(rng: random.Random, items: list) -> None:
    """`rng.shuffle(items)`: the same order, from `below`'s draws (each determinization
    shuffles the unseen cards), made here with the draw's method and bit length kept from one
    draw to the next: a shuffle makes a draw per card."""
    getrandbits = rng.getrandbits
    n = len(items)
    k = n.bit_length()
    while n > 1:
        if n < 1 << (k - 1):
            k -= 1
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        n -= 1
        items[n], items[j] = items[j], items[n]


def unseen(deck: list[str], seen) -> list[str]:
    """The cards of `deck` not in `seen`."""
    seen = set(seen)
    return [c for c in deck if c not in seen]


def sample_rng(rng: random.Random) -> Rng:
    """The shuffles of a determinized game: drawn from the search's own random source."""
    return Rng(f"determinized:{rng.getrandbits(64)}")
