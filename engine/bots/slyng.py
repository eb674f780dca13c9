"""Slyng for bots.

Greedy heuristic (one move): attack with the weakest cards, as many as a slyng allows, and
keep trumps; beat a served card with the cheapest card that beats it (a trump only when
nothing else does); take only when nothing beats it.
"""

from ..cards import RANK_OF, RANKS, SUIT_OF
from ..slyng import deck_of
from .knowledge import KindPlay, below, cards_held, places, sample_rng, shuffle, unseen

_RANK_INDEX = {r: i for i, r in enumerate(RANKS)}


def _value(card: str, trump: str) -> int:
    """0 for the weakest card, higher for stronger; every trump above every other suit."""
    return _RANK_INDEX[RANK_OF[card]] + (13 if SUIT_OF[card] == trump else 0)


class SlyngPlay(KindPlay):
    rollout_depth = 24
    iterations_per_ms = 4.4

    def determinize(self, game, view, rng):
        seat, hand, trump = view["seat"], list(view["hand"]), view["trump_card"]
        table = [c for e in view["table"] for c in (e["attack_card"], e["beat_with"]) if c]
        shown = set(hand) | set(view["discard_pile"]) | set(table)
        trump_at_bottom = view["trump_drawn_by"] is None and view["stock_count"] > 0
        pool = unseen(deck_of(view["options"]["deck"]), shown | {trump})
        # the trump card is shown to all when drawn: its drawer is taken to hold it until it is
        # seen played; if the drawer is this seat, or holds nothing, it went to another hand
        drawer = view["trump_drawn_by"]
        holder = None
        if not trump_at_bottom and trump not in shown:
            if drawer is not None and drawer != seat and view["players"][drawer]["hand_count"]:
                holder = drawer
            else:
                pool.append(trump)
        shuffle(rng, pool)
        hands = []
        for p in view["players"]:
            if p["seat"] == seat:
                hands.append(hand)
                continue
            known = [trump] if holder == p["seat"] else []
            take = p["hand_count"] - len(known)
            hands.append(known + pool[:take])
            del pool[:take]
        stock = pool + [trump] if trump_at_bottom else pool
        answers = {e["attack_card"]: e["beat_with"] for e in view["table"] if e["answered"]}
        defending = view["phase"] == "defend"
        return game.state_class(game, {
            "names": [p["name"] for p in view["players"]], "options": dict(view["options"]),
            "hands": hands, "stock": stock, "trump_card": trump,
            "trump_drawn_by": view["trump_drawn_by"], "discard": list(view["discard_pile"]),
            "phase": view["phase"], "attacker": view["attacker"], "defender": view["defender"],
            "served": [e["attack_card"] for e in view["table"]], "answers": answers,
            "attacker_refilled": defending and view["options"]["refill_timing"] == "immediate",
            "positions": [list(g) for g in view["finishing_order"]], "dealer": view["dealer"],
            "rng": sample_rng(rng).to_dict(), "stacked": False, "result": None})

    def score(self, view, move):
        trump = SUIT_OF[view["trump_card"]]
        kind = move["type"]
        if kind == "attack":
            return float(sum(12 - _value(c, trump) for c in move["cards"]))
        if kind == "beat":
            return 5.0 - (_value(move["card"], trump) - _value(move["attack_card"], trump))
        if kind == "take":
            return -20.0 + 0.3 * _value(move["attack_card"], trump)
        return 0.0

    def evaluate(self, state):
        return cards_held(state.hands, state.positions, 3.0)

    def playout_step(self, state, seat, rng):
        """Uniform over the listing, as `rollout_move`: an attack is chosen among its cards,
        an answer among its pairs of cards (writing each as a move, or numbering it, costs
        more), and only the chosen one is written as a move."""
        if state.phase == "attack":
            attacks = state.listed_attacks(seat)
            if not attacks:
                return False
            state.apply_listed(seat, {"type": "attack",
                                      "cards": attacks[below(rng, len(attacks))]})
            return True
        answers = state.listed_answers(seat)
        if not answers:
            return False
        served, card = answers[below(rng, len(answers))]
        state.apply_listed(seat, {"type": "take", "attack_card": served} if card is None
                           else {"type": "beat", "attack_card": served, "card": card})
        return True

    def outcome(self, state):
        return places(state.result["finishing_order"], len(state.names))


PLAY = SlyngPlay()
