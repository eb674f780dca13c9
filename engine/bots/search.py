"""Information-set Monte Carlo tree search, single observer (Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", 2012).

One tree of moves is grown from the bot's decision, keyed by the kind's integer actions
(engine/actions.py), over the moves the kind finds worth searching (`searched`: dominated
moves, and moves whose worth lies in what playouts do not model, such as out-of-turn knocks,
are settled by rule). Each iteration deals one determinization: a full state agreeing with the
bot's observation, every card its seat has not been shown dealt at random (the kind's
`determinizer` reads the view, once a search, and nothing else). It then walks down the tree,
choosing among the moves legal in that determinization by UCB1 with availability counts (a
move's exploration term counts the iterations in which it was legal), adds one node, plays
`rollout_depth` plies with the kind's cheap policy (its `playout_step`), and scores the
position from 0 to 1 for every seat (the kind's `reward` at the end, else its evaluation).
Each node on the path adds the score of the seat that made its move. The answer is the most
visited move at the root, and its mean score.

The budget is a number of iterations, not a time, so the same observation and seed give the
same move on any machine.
"""

import math
import random

from ..errors import IllegalMove
from .knowledge import below

EXPLORATION = 0.7


class Node:
    __slots__ = ("action", "available", "children", "seat", "total", "visits")

    def __init__(self, action: int | None, seat: int | None):
        self.action, self.seat = action, seat
        self.children: dict[int, Node] = {}
        self.visits, self.total, self.available = 0, 0.0, 0


def _select(node: Node, actions: list[int], rng: random.Random):
    """A move never scored yet, else the best by UCB1 (the first of the best); and whether it
    was new."""
    children = node.children
    untried = []
    for a in actions:
        child = children.get(a)
        if child is None:
            child = children[a] = Node(a, None)
        child.available += 1
        if not child.visits:
            untried.append(child)
    if untried:
        return untried[below(rng, len(untried))], True
    best, best_value = None, -1.0
    for a in actions:
        child = children[a]
        value = child.total / child.visits + EXPLORATION * math.sqrt(
            math.log(child.available) / child.visits)
        if value > best_value:
            best, best_value = child, value
    return best, False


def search(play, game, observation, rng: random.Random, iterations: int) -> tuple[dict, float]:
    """The move the search finds best for the observed seat, and its estimated value (0-1)."""
    root = Node(None, None)
    root_moves = play.searched(observation.view, observation.legal)
    seat = observation.seat
    # numbered as the state numbers them (Dač's slots by place): any determinization will do,
    # dealt from an rng of its own so that the search's draws stay as they are
    determinize = play.determinizer(game, observation.view)
    forms = determinize(random.Random(0))
    root_actions = game.actions.encode_listed(forms.action_forms(seat, root_moves))
    for _ in range(iterations):
        state = determinize(rng)
        state.quiet = True  # the search reads states, never events
        node, path = root, []
        actor, actions = seat, root_actions
        try:
            while True:
                child, new = _select(node, actions, rng)
                child.seat = actor
                state.apply_action(actor, child.action)
                path.append(child)
                node = child
                if new or state.result is not None:
                    break
                acting = state.to_act()
                if not acting:
                    break
                actor = acting[0]
                actions = state.legal_actions(actor)
                if not actions:
                    break
            for _ in range(play.rollout_depth):
                if state.result is not None:
                    break
                acting = state.to_act()
                if not acting or not play.playout_step(state, acting[0], rng):
                    break
        except IllegalMove:
            # a determinization disagrees with the game about a move (a public fact the view
            # does not carry): this iteration is dropped
            continue
        scores = play.reward(state) if state.result is not None else play.evaluate(state)
        for child in path:
            child.visits += 1
            child.total += scores[child.seat]
    tried = [root.children[a] for a in root_actions if a in root.children
             and root.children[a].visits]
    if not tried:
        return root_moves[0], 0.5
    best = max(tried, key=lambda c: (c.visits, c.total))
    return root_moves[root_actions.index(best.action)], best.total / best.visits
