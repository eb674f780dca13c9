"""President for bots.

Greedy heuristic (one move): shed the lowest rank that may be played, as many cards of it as
possible, keeping wild cards (sixes, jokers), 2s and the supreme 3C for when they win a trick
or end the hand; pass only rather than spend a 2 or wild cards; in the exchange give
back the weakest cards.
"""

from ..cards import RANK_OF, standard_deck
from ..president import RANK_VALUE
from .knowledge import (
    KindPlay,
    below,
    deal_hands,
    fewer_is_better,
    places,
    sample_rng,
    shuffle,
    unseen,
)

_WILD = {"6", "JK"}


def _strength(card: str) -> float:
    r = RANK_OF[card]
    if r in _WILD:
        return 13.0
    return float(RANK_VALUE[r])


class PresidentPlay(KindPlay):
    rollout_depth = 30
    iterations_per_ms = 3.7

    def determinizer(self, game, view):
        players = view["players"]
        shown = view["hand"] + view["pile"] + [c for play in view["trick"] for c in play["cards"]]
        unseen_cards = unseen(standard_deck(jokers=view["options"]["jokers"]), shown)
        positions = [None] * len(players)
        for p in players:
            if p["position"] is not None:
                positions[p["position"] - 1] = p["seat"]
        names, options = [p["name"] for p in players], view["options"]
        public = {"dealer": view["dealer"], "phase": view["phase"],
                  "current": view["current"] if view["current"] is not None else 0,
                  "round_no": view["round"], "first_trick": view["first_trick"],
                  "stacked": False, "result": None}

        def determinize(rng):
            pool = list(unseen_cards)
            shuffle(rng, pool)
            return game.state_class(game, {
                **public, "names": list(names), "options": dict(options),
                "hands": deal_hands(view, pool), "pile": list(view["pile"]),
                "trick": [dict(t, cards=list(t["cards"])) for t in view["trick"]],
                "passed": [p["seat"] for p in players if p["passed"]],
                "lap": list(view["lap"]), "run": None if view["run"] is None else dict(view["run"]),
                "positions": list(positions), "rounds": list(view["rounds"]),
                "exchange": [dict(x) for x in view["exchange"]],
                "points": [p["points"] or 0 for p in players], "rng": sample_rng(rng).to_dict()})
        return determinize

    def score(self, view, move):
        kind = move["type"]
        if kind == "pass":
            return -30.0
        if kind == "exchange_return":
            return -sum(_strength(c) for c in move["cards"])
        if kind != "play":
            return 0.0
        cards = move["cards"]
        left = len(view["hand"]) - len(cards)
        if left == 0:
            return 1000.0
        naturals = [c for c in cards if RANK_OF[c] not in _WILD]
        rank = RANK_OF[naturals[0]] if naturals else move.get("declared_rank", "6")
        value = 13.0 if rank == "supreme" or cards == ["3C"] else RANK_VALUE.get(rank, 3)
        wilds = len(cards) - len(naturals)
        return 3.0 * len(naturals) - 2.0 * value - 8.0 * wilds - (10.0 if rank == "2" else 0.0)

    def evaluate(self, state):
        held = [0.0 if s in state.positions else len(h) + 1.0 for s, h in enumerate(state.hands)]
        return fewer_is_better(held, 3.0)

    def outcome(self, state):
        n = len(state.names)
        if state.result["points"] is not None:
            return fewer_is_better([-p for p in state.result["points"]], 0.01)
        rounds = [places([[s] for s in r["finishing_order"]], n) for r in state.result["rounds"]]
        return [sum(r[s] for r in rounds) / len(rounds) for s in range(n)]

    def endless_option(self, options):
        return "max_rounds" if not options["max_rounds"] else None

    def rollout_move(self, state, seat, moves, rng):
        return moves[_rollout_choice(sum(m["type"] == "play" for m in moves), len(moves), rng)]

    def playout_step(self, state, seat, rng):
        """The current seat's plays are listed as actions, which costs less than writing each
        as a move: the same listing, the same choice."""
        if state.phase != "play" or seat != state.current:
            return KindPlay.playout_step(self, state, seat, rng)
        actions = state.legal_actions(seat)
        if not actions:
            return False
        plays = len(actions) - 1 if state.trick else len(actions)  # a pass comes last
        state.apply_action(seat, actions[_rollout_choice(plays, len(actions), rng)])
        return True


def _rollout_choice(plays: int, listed: int, rng) -> int:
    """The rollout policy, over a listing whose `plays` plays come first: nine times in ten
    a play, else any listed move."""
    if plays and rng.random() < 0.9:
        return below(rng, plays)
    return below(rng, listed)


PLAY = PresidentPlay()
