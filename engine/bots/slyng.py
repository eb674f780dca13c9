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

    def determinizer(self, game, view):
        seat, hand, trump = view["seat"], view["hand"], view["trump_card"]
        table = [c for e in view["table"] for c in (e["attack_card"], e["beat_with"]) if c]
        shown = set(hand) | set(view["discard_pile"]) | set(table)
        trump_at_bottom = view["trump_drawn_by"] is None and view["stock_count"] > 0
        unseen_cards = unseen(deck_of(view["options"]["deck"]), shown | {trump})
        # the trump card is shown to all when drawn: its drawer is taken to hold it until it is
        # seen played; if the drawer is this seat, or holds nothing, it went to another hand
        drawer = view["trump_drawn_by"]
        holder = None
        if not trump_at_bottom and trump not in shown:
            if drawer is not None and drawer != seat and view["players"][drawer]["hand_count"]:
                holder = drawer
            else:
                unseen_cards.append(trump)
        players, options = view["players"], view["options"]
        names = [p["name"] for p in players]
        public = {"trump_card": trump, "trump_drawn_by": drawer, "phase": view["phase"],
                  "attacker": view["attacker"], "defender": view["defender"],
                  "attacker_refilled": view["phase"] == "defend"
                  and options["refill_timing"] == "immediate",
                  "dealer": view["dealer"], "stacked": False, "result": None}

        def determinize(rng):
            pool = list(unseen_cards)
            shuffle(rng, pool)
            hands = []
            for p in players:
                if p["seat"] == seat:
                    hands.append(list(hand))
                    continue
                known = [trump] if holder == p["seat"] else []
                take = p["hand_count"] - len(known)
                hands.append(known + pool[:take])
                del pool[:take]
            return game.state_class(game, {
                **public, "names": list(names), "options": dict(options), "hands": hands,
                "stock": pool + [trump] if trump_at_bottom else pool,
                "discard": list(view["discard_pile"]),
                "served": [e["attack_card"] for e in view["table"]],
                "answers": {e["attack_card"]: e["beat_with"] for e in view["table"]
                            if e["answered"]},
                "positions": [list(g) for g in view["finishing_order"]],
                "rng": sample_rng(rng).to_dict()})
        return determinize

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
