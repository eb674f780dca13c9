"""Information-set Monte Carlo tree search, single observer (Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", 2012).

One tree of moves is grown from the bot's decision, over the moves the kind finds worth
searching (`searched`: dominated moves, and moves whose worth lies in what playouts do not
model, such as out-of-turn knocks, are settled by rule). Each iteration deals one
determinization: a full state agreeing with the bot's observation, every card its seat has not
been shown dealt at random (the kind's `determinize` reads the view and nothing else). It then
walks down the tree, choosing among the moves legal in that determinization by UCB1 with
availability counts (a move's exploration term counts the iterations in which it was legal),
adds one node, plays `rollout_depth` plies with the kind's cheap policy, and scores the
position from 0 to 1 for every seat (the kind's `reward` at the end, else its evaluation).
Each node on the path adds the score of the seat that made its move. The answer is the most
visited move at the root, and its mean score.

The budget is a number of iterations, not a time, so the same observation and seed give the
same move on any machine.
"""

import math
import random

from ..errors import IllegalMove

EXPLORATION = 0.7


class Node:
    __slots__ = ("available", "children", "move", "seat", "total", "visits")

    def __init__(self, move: dict | None, seat: int | None):
        self.move, self.seat = move, seat
        self.children: dict[tuple, Node] = {}
        self.visits, self.total, self.available = 0, 0.0, 0


def _key(move: dict) -> tuple:
    """The move as a hashable value, whatever the order of its parameters (a parameter has one
    type in every move of a kind, so equal keys are equal moves)."""
    return tuple([(k, tuple(v) if type(v) is list else v) for k, v in sorted(move.items())])


def _select(node: Node, keys: list[tuple], moves: list[dict], rng: random.Random):
    """A move never scored yet, else the best by UCB1; and whether it was new."""
    untried = []
    for i, k in enumerate(keys):
        child = node.children.get(k)
        if child is None:
            child = node.children[k] = Node(moves[i], None)
        child.available += 1
        if not child.visits:
            untried.append(child)
    if untried:
        return untried[rng.randrange(len(untried))], True
    return max((node.children[k] for k in keys), key=lambda c: c.total / c.visits + EXPLORATION
               * math.sqrt(math.log(c.available) / c.visits)), False


def search(play, game, observation, rng: random.Random, iterations: int) -> tuple[dict, float]:
    """The move the search finds best for the observed seat, and its estimated value (0-1)."""
    root = Node(None, None)
    root_moves = play.searched(observation.view, observation.legal)
    root_keys = [_key(m) for m in root_moves]
    seat = observation.seat
    for _ in range(iterations):
        state = play.determinize(game, observation.view, rng)
        node, path = root, []
        actor, keys, moves = seat, root_keys, root_moves
        try:
            while True:
                child, new = _select(node, keys, moves, rng)
                child.seat = actor
                state.apply(actor, child.move)
                path.append(child)
                node = child
                if new or state.result is not None:
                    break
                acting = state.to_act()
                if not acting:
                    break
                actor = acting[0]
                moves = state.legal_moves(actor)
                if not moves:
                    break
                keys = [_key(m) for m in moves]
            for _ in range(play.rollout_depth):
                if state.result is not None:
                    break
                acting = state.to_act()
                moves = state.legal_moves(acting[0]) if acting else []
                if not moves:
                    break
                state.apply(acting[0], play.rollout_move(state, acting[0], moves, rng))
        except IllegalMove:
            # a determinization disagrees with the game about a move (a public fact the view
            # does not carry): this iteration is dropped
            continue
        scores = play.reward(state) if state.result is not None else play.evaluate(state)
        for child in path:
            child.visits += 1
            child.total += scores[child.seat]
    tried = [root.children[k] for k in root_keys if k in root.children
             and root.children[k].visits]
    if not tried:
        return root_moves[0], 0.5
    best = max(tried, key=lambda c: (c.visits, c.total))
    return best.move, best.total / best.visits
