"""A floor for the engine's rows: Slyng's default rules as the least Python can do them.

Cards are integers (rank * 4 + suit), an attack's action is the bit set of its cards, a beat
or a take one number, and nothing else is kept: no events, records, views, options or
checks beyond the listing's. It deals as the engine does (the same seed gives the same deal
from random stream 2) and lists the same moves at every step (tests/engine/test_floor.py),
so `bench.engine` can say, in the same run, how far each kind's integer interface is from what
rules code on integers reaches, interpreted and (`bench.compiled`) compiled.
"""

from itertools import combinations

from engine.rng import Rng

HAND = 5
BEAT = 1 << 52  # attacks are bit sets of 52 cards, below this
TAKE = BEAT + 52 * 52
# the engine's deck order (suit by suit, 2 to A), as rank * 4 + suit
DECK = [r * 4 + s for s in range(4) for r in range(13)]


class SlyngFloor:
    __slots__ = ("n", "hands", "stock", "trump", "attacking", "attacker", "defender", "served",
                 "answered", "taken", "finished")

    def __init__(self, n: int, seed: str):
        rng = Rng(seed, stream=2)
        deck = list(DECK)
        rng.shuffle(deck)
        dealer = rng.below(n)
        self.n = n
        self.hands = [[] for _ in range(n)]
        for i in range(HAND * n):
            self.hands[(dealer + 1 + i) % n].append(deck[i])
        self.stock = deck[HAND * n:]
        self.trump = self.stock[-1] & 3
        self.attacking = True
        self.attacker = (dealer + 1) % n
        self.defender = (dealer + 2) % n
        self.served: list[int] = []
        self.answered: list[int] = []
        self.taken: list[int] = []
        self.finished = False

    def legal_actions(self, seat: int) -> list[int]:
        if self.finished:
            return []
        if self.attacking:
            if seat != self.attacker:
                return []
            hand = self.hands[seat]
            room = len(self.hands[self.defender])
            out = [1 << c for c in hand]
            if room < 3:
                return out
            by_rank: dict[int, list[int]] = {}
            for c in hand:
                by_rank.setdefault(c >> 2, []).append(c)
            pairs = [(1 << cs[0]) | (1 << cs[1]) for cs in by_rank.values() if len(cs) >= 2]
            pairs += [(1 << cs[2]) | (1 << cs[3]) for cs in by_rank.values() if len(cs) == 4]
            for p in pairs:
                out += [p | 1 << c for c in hand if not p >> c & 1]
            if room >= 5:
                for p, q in combinations(pairs, 2):
                    pq = p | q
                    out += [pq | 1 << c for c in hand if not pq >> c & 1]
            return out
        if seat != self.defender:
            return []
        hand, trump, out = self.hands[seat], self.trump, []
        for a in self.served:
            if a in self.answered:
                continue
            beat = BEAT + a * 52
            if a & 3 == trump:
                out += [beat + b for b in hand if b & 3 == trump and b > a]
            else:
                out += [beat + b for b in hand if b & 3 == trump or b & 3 == a & 3 and b > a]
            out.append(TAKE + a)
        return out

    def apply_action(self, seat: int, action: int) -> None:
        if action < BEAT:
            hand = self.hands[seat]
            self.served = [c for c in hand if action >> c & 1]
            for c in self.served:
                hand.remove(c)
            self.answered, self.taken, self.attacking = [], [], False
            return
        if action < TAKE:
            a, b = divmod(action - BEAT, 52)
            self.hands[self.defender].remove(b)
        else:
            a = action - TAKE
            self.taken.append(a)
        self.answered.append(a)
        if len(self.answered) == len(self.served):
            self._bout_over()

    def _refill(self, hand: list[int]) -> None:
        want = HAND - len(hand)
        if want > 0 and self.stock:
            hand += self.stock[:want]
            del self.stock[:want]

    def _bout_over(self) -> None:
        attacker, defender, n = self.attacker, self.defender, self.n
        self.hands[defender] += self.taken
        self._refill(self.hands[attacker])
        self._refill(self.hands[defender])
        if not self.stock and not (self.hands[attacker] and self.hands[defender]):
            self.finished = True  # the first player out wins
            return
        # everyone else holds cards until the game ends: the next seat is the next one
        self.attacker = (defender + 1) % n if self.taken else defender
        self.defender = (self.attacker + 1) % n
        self.attacking = True

