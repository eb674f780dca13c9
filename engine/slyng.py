"""Slyng, a Durak-like beating game, rules spec section 1.

Rulebook in brief:
- 52 cards (option: 36), 2 to 4 players, 5 cards each. The bottom card of the stock is turned
  face up: its suit is trump, and it is the last card drawn.
- The attacker serves the defender (the next player clockwise) a single card, a 3-slyng (a pair
  plus any card) or a 5-slyng (two pairs plus any card), never more cards than the defender holds.
- The defender answers each served card: beat it with a higher card of its suit or any trump
  (a trump only by a higher trump), or take it. Beaten pairs leave play; taken cards join the
  defender's hand, publicly.
- Attacker then defender refill to 5 from the stock. A clean defence makes the defender the next
  attacker; taking any card passes the attack to the defender's left.
- Once the stock is empty, the first player out of cards wins (several at once share the win).
"""

from functools import lru_cache
from itertools import combinations, permutations
from math import comb

from .actions import ActionSpace, Choice, Segment
from .cards import RANK_OF, RANKS, SUIT_OF, SUITS, rank, suit
from .deals import record as record_deal
from .declarations import MoveSpec, Option, Param
from .errors import IllegalMove
from .events import event
from .game import RESIGN, Game, RecordState, copy_data
from .schema import (
    BOOL,
    CARD,
    CARDS,
    GROUPS,
    INT,
    INTS,
    MAYBE_SEAT,
    SEAT,
    SEATS,
    SUIT,
    array,
    enum,
    event_schema,
    kind_schemas,
    nullable,
    obj,
    player_schema,
    private,
    ref,
    resigned_event,
    view_schema,
    with_resigned,
)
from .table import choose_dealer, deal, next_seat, prepare_deck, take_card

HAND = 5
_RANK_INDEX = {r: i for i, r in enumerate(RANKS)}

OPTIONS = (
    Option("deck", "choice", 52, "52 cards, or the 36-card Durak deck (6 to A).", choices=(52, 36)),
    Option("first_attacker", "choice", "left_of_dealer", "lowest_trump: the holder of the lowest "
           "trump shows it and attacks.", choices=("left_of_dealer", "lowest_trump")),
    Option("refill_timing", "choice", "end_of_bout", "immediate: the attacker refills right "
           "after attacking.", choices=("end_of_bout", "immediate")),
    Option("five_slyng_draw", "choice", "refill", "exactly_five: a 5-slyng's attacker draws 5 "
           "cards, even past 5.", choices=("refill", "exactly_five")),
    Option("slyng_strict", "bool", False, "3-slyng: exactly a pair plus another rank; 5-slyng: "
           "two pairs of different ranks plus a third rank."),
    Option("defense_mode", "choice", "per_card", "all_or_nothing: beat every served card or "
           "take them all.", choices=("per_card", "all_or_nothing")),
    Option("must_beat_if_able", "bool", False, "The defender must beat as many cards as possible."),
    Option("slyng_limit", "choice", "defender_hand", "Serve no more cards than the defender "
           "holds; none: no limit.", choices=("defender_hand", "none")),
    Option("end_condition", "choice", "first_out", "play_to_last: play on for a full finishing "
           "order.", choices=("first_out", "play_to_last")),
    Option("simultaneous_finish", "choice", "shared", "attacker_first: when attacker and "
           "defender go out in one bout, the attacker ranks first.",
           choices=("shared", "attacker_first")),
    Option("discard_visible", "bool", True, "Views list the discard pile (else only its count)."),
)

MOVES = {
    "attack": MoveSpec("attack", "Serve 1 card, a 3-slyng or a 5-slyng.", {
        "cards": Param("cards", "1, 3 or 5 cards.", required=True),
    }),
    "defend": MoveSpec("defend", "Answer every served card at once.", {
        "responses": Param("responses", "One entry per served card.", required=True),
    }),
    "beat": MoveSpec("beat", "Answer one served card by beating it.", {
        "attack_card": Param("card", "The served card.", required=True),
        "card": Param("card", "The beating card from your hand.", required=True),
    }),
    "take": MoveSpec("take", "Answer one served card by taking it into your hand.", {
        "attack_card": Param("card", "The served card.", required=True),
    }),
    "resign": RESIGN,
}


def _max_matching(attacks: list[str], hand: list[str], beats) -> int:
    """Largest number of `attacks` that distinct `hand` cards can beat (augmenting paths)."""
    owner: dict[str, str] = {}

    def place(a: str, seen: set) -> bool:
        for b in hand:
            if b not in seen and beats(b, a):
                seen.add(b)
                if b not in owner or place(owner[b], seen):
                    owner[b] = a
                    return True
        return False

    return sum(place(a, set()) for a in attacks)


# what a listing is made of (SlyngState._listing)
_AS_MOVES, _AS_ACTIONS, _AS_PAIRS = range(3)


class SlyngState(RecordState):
    FIELDS = ("names", "options", "hands", "stock", "trump_card", "trump_drawn_by", "discard",
              "phase", "attacker", "defender", "served", "answers", "attacker_refilled",
              "positions", "dealer", "rng", "stacked", "result")

    @classmethod
    def deal(cls, game, players, options, rng, deck, dealer):
        n = len(players)
        stock = prepare_deck(deck_of(options["deck"]), rng, deck)
        dealer = choose_dealer(n, rng, dealer)
        dealt_order = list(stock)
        hands = deal(stock, n, dealer, HAND)
        attacker = (dealer + 1) % n
        state = cls(game, {
            "names": players, "options": options, "hands": hands, "stock": stock,
            "trump_card": stock[-1], "trump_drawn_by": None, "discard": [], "phase": "attack",
            "attacker": attacker, "defender": (attacker + 1) % n, "served": [], "answers": {},
            "attacker_refilled": False, "positions": [], "dealer": dealer, "rng": rng.to_dict(),
            "stacked": deck is not None, "result": None,
        })
        record_deal(state.deals, 1, dealer, dealt_order)
        public = {"dealer": dealer, "trump_card": state.trump_card,
                  "hand_counts": [len(h) for h in hands]}
        if options["first_attacker"] == "lowest_trump":
            trumps = [(RANKS.index(rank(c)), s, c) for s, h in enumerate(hands) for c in h
                      if suit(c) == state.trump_suit]
            if trumps:
                _, holder, shown = min(trumps)
                state.attacker, state.defender = holder, (holder + 1) % n
                public["shown_trump"] = shown
        public.update(attacker=state.attacker, defender=state.defender)
        return state, [event("dealt", public, {s: {"hand": list(h)} for s, h in enumerate(hands)})]

    def full_deck(self) -> list[str]:
        return deck_of(self.options["deck"])

    # -- rules -----------------------------------------------------------------------------

    @property
    def trump_suit(self) -> str:
        return suit(self.trump_card)

    def beats(self, b: str, a: str) -> bool:
        return b in _BEATS[SUIT_OF[self.trump_card]][a]

    def _valid_attack(self, cards: list[str]) -> bool:
        if len(cards) == 1:
            return True
        by_rank: dict[str, int] = {}
        for c in cards:
            r = RANK_OF[c]
            by_rank[r] = by_rank.get(r, 0) + 1
        counts = sorted(by_rank.values(), reverse=True)
        if self.options["slyng_strict"]:
            return counts == [2, 1] if len(cards) == 3 else counts == [2, 2, 1]
        if len(cards) == 3:
            return counts[0] >= 2
        return len(cards) == 5 and sum(c // 2 for c in counts) >= 2

    def to_act(self) -> list[int]:
        if self.finished:
            return []
        return [self.attacker if self.phase == "attack" else self.defender]

    def stage(self) -> list:
        # a defender answers served cards one move at a time; after a clean defence it
        # attacks next, a decision of its own
        return [self.phase, self.attacker, self.defender]

    def _active(self, seat: int) -> bool:
        if not self.hands[seat]:
            return False
        for placed in self.positions:
            if seat in placed:
                return False
        return True

    def _unanswered(self) -> list[str]:
        return [a for a in self.served if a not in self.answers]

    # -- legal moves -----------------------------------------------------------------------

    def legal_moves(self, seat: int) -> list[dict]:
        return self._listing(seat, _AS_MOVES)[0]

    def listed_attacks(self, seat: int) -> list[list[str]]:
        """The cards of `seat`'s listed attacks, in its listing's order: the bots' playouts
        choose one without writing each as a move."""
        if self.result is not None or self.phase != "attack" or seat != self.attacker:
            return []
        return self._attacks(seat)

    def listed_answers(self, seat: int) -> list[tuple[str, str | None]]:
        """`seat`'s listed answers as (served card, the card beating it or None for a take),
        in its listing's order: the bots' playouts choose one without writing each as a
        move."""
        if self.phase != "defend":
            return []
        return self._listing(seat, _AS_PAIRS)[0]

    def legal_actions(self, seat: int) -> list[int]:
        """The same list as legal_moves', numbered, and made without its moves (an attack's
        move is made from its cards when it is asked for); a listed action is then made
        without being checked again (apply_action)."""
        if seat != (self.attacker if self.phase == "attack" else self.defender):
            return []
        actions, attacks = self._listing(seat, _AS_ACTIONS)
        return self._keep_listing(seat, actions, attacks) if actions else actions

    def _listing(self, seat: int, form: int) -> tuple[list, "_ListedAttacks | None"]:
        """`seat`'s legal moves (`form` _AS_MOVES), or their actions with the attacks' cards
        (_AS_ACTIONS: the action names the set of cards, the listing their order), or a
        defender's answers as pairs of cards (_AS_PAIRS, see listed_answers): this runs on
        every decision."""
        if self.result is not None:
            return [], None
        if self.phase == "attack":
            if seat != self.attacker:
                return [], None
            if form == _AS_ACTIONS:
                return self._attack_actions(seat)
            return [{"type": "attack", "cards": c} for c in self._attacks(seat)], None
        if seat != self.defender:
            return [], None
        listing = []
        hand = self.hands[seat]
        options = self.options
        # neither option that ties answers together is on: `_step_allowed` then allows any card
        # that beats the served card, and a take (written out)
        free = options["defense_mode"] != "all_or_nothing" and not options["must_beat_if_able"]
        beats_of = _BEATS[SUIT_OF[self.trump_card]]
        for a in self._unanswered():
            beats = beats_of[a]  # the cards beating `a`, each with its beat's action
            if free and form == _AS_ACTIONS:  # the listing of most decisions, made directly
                listing += [beats[b] for b in hand if b in beats]
                listing.append(_TAKE + _CARD_NO[a])
                continue
            if free:
                beaters, take = [b for b in hand if b in beats], True
            else:
                beaters = [b for b in hand if self._step_allowed(a, b)]
                take = self._step_allowed(a, None)
            if form == _AS_ACTIONS:
                listing += [beats[b] for b in beaters]
                if take:
                    listing.append(_TAKE + _CARD_NO[a])
            elif form == _AS_PAIRS:
                listing += [(a, b) for b in beaters]
                if take:
                    listing.append((a, None))
            else:
                listing += [{"type": "beat", "attack_card": a, "card": b} for b in beaters]
                if take:
                    listing.append({"type": "take", "attack_card": a})
        return listing, None

    def _apply_listed_action(self, seat, action, actions, made_of):
        """A listed action is made without a move: its listing checked it."""
        if action < _BEAT:
            return self._attacked(seat, made_of.cards(actions.index(action)))
        if action < _TAKE:
            attacked, card = divmod(action - _BEAT, 52)
            return self._stepped(_DECK[attacked], _DECK[card])
        return self._stepped(_DECK[action - _TAKE], None)

    def _apply_listed_move(self, seat, move):
        """A move as listed is made without checking it again (the bots' playouts)."""
        if move["type"] == "attack":
            return self._attacked(seat, move["cards"])
        return self._stepped(move["attack_card"], move.get("card"))

    def _attacks(self, seat: int) -> list[list[str]]:
        """The attacks `_check_attack` accepts: singles, and each slyng built from one pair per
        rank (the first two cards of it), no more cards than the limit allows."""
        hand = self.hands[seat]
        room = self._room()
        if room < 1:
            return []
        singles = [[c] for c in hand]
        if room < 3:
            return singles
        pairs = _pairs(hand)
        slyngs = [p + [c] for p in pairs for c in hand if c not in p]
        if room >= 5:
            for p, q in combinations(pairs, 2):
                pq = p + q
                slyngs += [pq + [c] for c in hand if c not in pq]
        if self.options["slyng_strict"]:  # the loose rule takes every slyng made here
            slyngs = [c for c in slyngs if self._valid_attack(c)]
        return singles + slyngs

    def _attack_actions(self, seat: int) -> tuple[list[int], "_ListedAttacks | None"]:
        """`_attacks(seat)` as actions, in its order, and what makes a listed one's cards.
        Under the loose rule a slyng is numbered from its pairs' numbers (three or four cards
        of a rank from tables of their suits), and no attack's cards are made until its action
        is asked for or applied: this runs on every attack. Under the strict rule each is
        numbered as the action space reads its cards."""
        hand = self.hands[seat]
        room = self._room()
        if room < 1:
            return [], None
        if self.options["slyng_strict"]:
            attacks = self._attacks(seat)
            numbers = [_CARD_NO[c[0]] if len(c) == 1 else _AttackCards.listed(c)
                       for c in attacks]
            return numbers, _ListedAttacks(numbers, attacks)
        numbers = [_CARD_NO[c] for c in hand]
        pairs = _pairs(hand) if room >= 3 else []
        for low, high in pairs:
            rank_of_pair, base = RANK_OF[low], _THREE_BASE[low, high]
            for c in hand:
                # a pair's cards are the hand's own, and no card is there twice: identity
                # tells them, where comparing strings costs twice as much
                if c is not low and c is not high:
                    if RANK_OF[c] != rank_of_pair:
                        numbers.append(base + _CARD_NO[c])
                    else:  # three of a rank
                        pair, other = _TRIPLE_SPLIT[low, high, c]
                        numbers.append(_THREE_BASE[pair] + other)
        if room >= 5 and len(pairs) > 1:
            for p, q in combinations(pairs, 2):
                pq = p + q
                p_rank, q_rank = RANK_OF[p[0]], RANK_OF[q[0]]
                if p_rank == q_rank:  # four of a rank: its pairs are its suits' lowest two
                    base = _QUAD_BASE[p[0], p[1], q[0], q[1]]
                    numbers += [base + _CARD_NO[c] for c in hand if c not in pq]
                    continue
                p_no, q_no = _PAIR_NO_OF[p[0], p[1]], _PAIR_NO_OF[q[0], q[1]]
                base = _FIVE_BASE[p_no, q_no]
                for c in hand:
                    if c in pq:
                        continue
                    rank_of_c = RANK_OF[c]
                    if rank_of_c == p_rank:  # three of p's rank and q
                        pair, other = _TRIPLE_SPLIT[p[0], p[1], c]
                        numbers.append(_FIVE_BASE[_PAIR_NO[pair], q_no] + other)
                    elif rank_of_c == q_rank:
                        pair, other = _TRIPLE_SPLIT[q[0], q[1], c]
                        numbers.append(_FIVE_BASE[p_no, _PAIR_NO[pair]] + other)
                    else:
                        numbers.append(base + _CARD_NO[c])
        return numbers, _ListedAttacks(numbers, None, list(hand), pairs)

    def _room(self) -> int:
        """How many cards an attack may serve (slyng_limit; no attack serves more than 5)."""
        return 5 if self.options["slyng_limit"] == "none" else len(self.hands[self.defender])

    def _step_allowed(self, a: str, b: str | None) -> bool:
        """`_check_step`'s verdict on answering unanswered served card `a` with `b`, one of
        the defender's cards (None: take), without raising."""
        all_or_nothing = self.options["defense_mode"] == "all_or_nothing"
        if all_or_nothing and self.answers:
            if any(v is None for v in self.answers.values()) != (b is None):
                return False
        if b is not None and not self.beats(b, a):
            return False
        must_beat = self.options["must_beat_if_able"]
        if not (all_or_nothing and b is not None) and not must_beat:
            return True
        hand = self.hands[self.defender]
        rest = [x for x in self._unanswered() if x != a]
        left = [c for c in hand if c != b]
        if all_or_nothing and b is not None and \
                _max_matching(rest, left, self.beats) < len(rest):
            return False
        if must_beat:
            best = _max_matching(self._unanswered(), hand, self.beats)
            if all_or_nothing:
                if b is None and not self.answers and best == len(self._unanswered()):
                    return False
            elif _max_matching(rest, left, self.beats) + (b is not None) < best:
                return False
        return True

    # -- applying moves --------------------------------------------------------------------

    def _apply(self, seat, kind, params):
        phase_of = {"attack": "attack", "defend": "defend", "beat": "defend", "take": "defend"}
        if seat not in (self.attacker, self.defender):
            raise IllegalMove("NOT_YOUR_TURN", "you are not in this bout")
        if phase_of[kind] != self.phase:
            raise IllegalMove("WRONG_PHASE", f"the bout is waiting for the {self.phase}")
        if seat not in self.to_act():
            raise IllegalMove("NOT_YOUR_TURN", f"it is {self.names[self.to_act()[0]]}'s move")
        if kind == "attack":
            return self._attack(seat, params["cards"])
        if kind == "defend":
            return self._defend(params["responses"])
        return self._step(params["attack_card"], params.get("card"))

    def _attack(self, seat, cards):
        if len(set(cards)) != len(cards) or len(cards) not in (1, 3, 5) \
                or not self._valid_attack(cards):
            raise IllegalMove("INVALID_COMBINATION", "serve 1 card, a 3-slyng or a 5-slyng")
        if len(cards) > self._room():
            raise IllegalMove("TOO_MANY_CARDS_FOR_DEFENDER",
                              f"{self.names[self.defender]} holds only "
                              f"{len(self.hands[self.defender])} card(s)")
        missing = [c for c in cards if c not in self.hands[seat]]
        if missing:
            raise IllegalMove("CARD_NOT_IN_HAND", f"{', '.join(missing)} not in your hand")
        return self._attacked(seat, cards)

    def _attacked(self, seat: int, cards: list[str]) -> list[dict]:
        """The attack, checked (`_attack`) or as listed."""
        hand = self.hands[seat]
        for c in cards:
            take_card(hand, c)
        self.served, self.answers, self.phase = list(cards), {}, "defend"
        events = [] if self.quiet else \
            [event("attacked", {"seat": seat, "defender": self.defender, "cards": cards})]
        if self.options["refill_timing"] == "immediate":
            events += self._refill(seat, five_slyng=len(cards) == 5)
            self.attacker_refilled = True
        return events

    def _check_step(self, a: str, b: str | None) -> None:
        """Whether answering served card `a` with `b` (None: take) keeps a legal defence."""
        if a not in self.served or a in self.answers:
            raise IllegalMove("INCOMPLETE_DEFENSE", f"{a} is not a served card awaiting an answer")
        if self.options["defense_mode"] == "all_or_nothing" and self.answers:
            took = any(v is None for v in self.answers.values())
            if took != (b is None):
                raise IllegalMove("INCOMPLETE_DEFENSE", "beat every served card or take them all")
        if b is not None:
            if b not in self.hands[self.defender]:
                raise IllegalMove("CARD_NOT_IN_HAND", f"{b} not in your hand")
            if not self.beats(b, a):
                raise IllegalMove("DOES_NOT_BEAT", f"{b} does not beat {a}")
        hand = self.hands[self.defender]
        rest = [x for x in self._unanswered() if x != a]
        left = [c for c in hand if c != b]
        all_or_nothing = self.options["defense_mode"] == "all_or_nothing"
        if all_or_nothing and b is not None and _max_matching(rest, left, self.beats) < len(rest):
            # a beat that leaves a card unbeatable would leave no legal way to finish
            raise IllegalMove("INCOMPLETE_DEFENSE", "this leaves a served card you cannot beat; "
                                                    "beat every served card or take them all")
        if self.options["must_beat_if_able"]:
            best = _max_matching(self._unanswered(), hand, self.beats)
            if all_or_nothing:
                if b is None and not self.answers and best == len(self._unanswered()):
                    raise IllegalMove("MUST_BEAT", "you can beat every served card")
            elif _max_matching(rest, left, self.beats) + (b is not None) < best:
                raise IllegalMove("MUST_BEAT", "you can beat more of the served cards")

    def _step(self, a: str, b: str | None):
        self._check_step(a, b)
        return self._stepped(a, b)

    def _stepped(self, a: str, b: str | None) -> list[dict]:
        """The answer, checked (`_check_step`) or as listed."""
        self.answers[a] = b
        if b is not None:
            take_card(self.hands[self.defender], b)
        events = [] if self.quiet else \
            [event("answered", {"seat": self.defender, "attack_card": a, "beat_with": b})]
        if len(self.answers) == len(self.served):  # every served card answered
            events += self._resolve()
        return events

    def _defend(self, responses: list[dict]):
        pairs = [(r["attack_card"], r["beat_with"]) for r in responses]
        answered = [a for a, _ in pairs]
        used = [b for _, b in pairs if b is not None]
        if sorted(answered) != sorted(self.served) or len(set(used)) != len(used):
            raise IllegalMove("INCOMPLETE_DEFENSE",
                              "answer each served card exactly once, each beating card once")
        if self.options["defense_mode"] == "all_or_nothing" and 0 < len(used) < len(pairs):
            raise IllegalMove("INCOMPLETE_DEFENSE", "beat every served card or take them all")
        missing = [b for b in used if b not in self.hands[self.defender]]
        if missing:
            raise IllegalMove("CARD_NOT_IN_HAND", f"{', '.join(missing)} not in your hand")
        for a, b in pairs:
            if b is not None and not self.beats(b, a):
                raise IllegalMove("DOES_NOT_BEAT", f"{b} does not beat {a}")
        if self.options["must_beat_if_able"]:
            best = _max_matching(self.served, self.hands[self.defender], self.beats)
            if self.options["defense_mode"] == "all_or_nothing":
                best = best if best == len(self.served) else 0
            if len(used) < best:
                raise IllegalMove("MUST_BEAT", "you can beat more of the served cards")
        for a, b in pairs:
            self.answers[a] = b
            if b is not None:
                take_card(self.hands[self.defender], b)
        events = [] if self.quiet else \
            [event("answered", {"seat": self.defender, "attack_card": a, "beat_with": b})
             for a, b in pairs]
        return events + self._resolve()

    def _resolve(self) -> list[dict]:
        attacker, defender = self.attacker, self.defender
        beaten, taken = [], []
        for a, b in self.answers.items():
            if b is None:
                taken.append(a)
            else:
                beaten.append([a, b])
                self.discard += (a, b)
        self.hands[defender] += taken
        events = [] if self.quiet else [event("bout_resolved", {
            "attacker": attacker, "defender": defender, "beaten": beaten, "taken": taken})]
        if not self.attacker_refilled:
            events += self._refill(attacker, five_slyng=len(self.served) == 5)
        events += self._refill(defender, five_slyng=False)
        self.served, self.answers, self.attacker_refilled = [], {}, False
        if not self.stock:  # no one goes out while the stock lasts
            events += self._end_check(attacker, defender)
        if self.result is not None:
            return events
        n = len(self.names)
        if taken or not self._active(defender):
            new_attacker = next_seat(defender, n, self._active)
        else:
            new_attacker = defender
        self.attacker = new_attacker
        self.defender = next_seat(new_attacker, n, self._active)
        self.phase = "attack"
        if self.quiet:
            return events
        return events + [event("roles", {"attacker": self.attacker, "defender": self.defender})]

    def _refill(self, seat: int, five_slyng: bool) -> list[dict]:
        hand = self.hands[seat]
        if five_slyng and self.options["five_slyng_draw"] == "exactly_five":
            want = len(hand) + 5
        else:
            want = max(HAND, len(hand))
        if want <= len(hand) or not self.stock:
            return []
        drawn = self.stock[:want - len(hand)]
        del self.stock[:len(drawn)]
        hand += drawn
        drew_trump = self.trump_card in drawn
        if drew_trump:
            self.trump_drawn_by = seat
        if self.quiet:
            return []
        public = {"seat": seat, "count": len(drawn), "stock_count": len(self.stock)}
        if drew_trump:
            public["trump_card"] = self.trump_card
        return [event("drew", public, {seat: {"cards": drawn}})]

    def _end_check(self, attacker: int, defender: int) -> list[dict]:
        """Who of the bout's two went out, the stock being empty, and whether that ends it."""
        out = [s for s in (attacker, defender) if not self.hands[s]
               and not any(s in p for p in self.positions)]
        if not out:
            return []
        if len(out) == 2 and self.options["simultaneous_finish"] == "attacker_first":
            self.positions += [[attacker], [defender]]
        else:
            self.positions.append(out)
        events = [] if self.quiet else \
            [event("finished", {"seats": list(out), "position": len(self.positions)})]
        holders = [s for s in range(len(self.names)) if self._active(s)]
        if self.options["end_condition"] == "first_out" or len(holders) <= 1:
            if holders and self.options["end_condition"] == "play_to_last":
                self.positions.append(holders)
            self.result = {"winners": self.positions[0], "finishing_order": self.positions}
            if not self.quiet:
                events.append(event("game_over", copy_data(self.result)))
        return events

    def _resign(self, seat):
        if any(seat in p for p in self.positions):
            raise IllegalMove("NOT_IN_PLAY", "you are out of this game already")
        others = [s for s in range(len(self.names))
                  if s != seat and not any(s in p for p in self.positions)]
        self.positions += ([others] if others else []) + [[seat]]
        self.result = {"winners": self.positions[0], "finishing_order": self.positions,
                       "resigned": [seat]}
        if self.quiet:
            return []
        return [event("resigned", {"seat": seat}), event("game_over", copy_data(self.result))]

    # -- views -----------------------------------------------------------------------------

    def view(self, viewer: int | None, memory: bool = False) -> dict:
        """`memory`: show the discard pile even without discard_visible (every card on it
        was shown to all when its bout ended)."""
        out = self.base_view(viewer)
        position = {s: i + 1 for i, group in enumerate(self.positions) for s in group}
        for p in out["players"]:
            p.update(hand_count=len(self.hands[p["seat"]]),
                     finished_position=position.get(p["seat"]))
        out.update(
            phase="finished" if self.finished else self.phase,
            dealer=self.dealer,
            attacker=None if self.finished else self.attacker,
            defender=None if self.finished else self.defender,
            trump_suit=self.trump_suit,
            trump_card=self.trump_card,
            trump_drawn_by=self.trump_drawn_by,
            stock_count=len(self.stock),
            table=[{"attack_card": a, "beat_with": self.answers.get(a),
                    "answered": a in self.answers} for a in self.served],
            discard_count=len(self.discard),
            finishing_order=copy_data(self.positions),
        )
        if self.options["discard_visible"] or memory:
            out["discard_pile"] = list(self.discard)
        if viewer is not None:
            out["hand"] = list(self.hands[viewer])
        return out


_DECKS = {size: tuple(r + s for s in SUITS for r in (RANKS if size == 52 else RANKS[4:]))
          for size in (52, 36)}


def deck_of(size: int) -> list[str]:
    """The cards of a 52- or 36-card Slyng deck (each determinization of a search lists
    them: they are made once)."""
    return list(_DECKS[size])


CODES = ("INCOMPLETE_DEFENSE", "TOO_MANY_CARDS_FOR_DEFENDER", "DOES_NOT_BEAT", "MUST_BEAT")

_RESULT = {"winners": SEATS, "finishing_order": GROUPS}
RESIGNED_FIELDS: dict = {}

SCHEMAS = kind_schemas("slyng", "Slyng", MOVES, OPTIONS, parts={
    "View": view_schema("slyng", "Slyng", {
        "dealer": SEAT, "attacker": MAYBE_SEAT, "defender": MAYBE_SEAT, "trump_suit": SUIT,
        "trump_card": CARD, "trump_drawn_by": MAYBE_SEAT, "stock_count": INT,
        "table": array(ref("SlyngServedCard")),
        "discard_count": INT,
        "discard_pile": {**CARDS, "description": "Only with the discard_visible option."},
        "finishing_order": GROUPS, "hand": private(CARDS, "the seat itself"),
    }, optional=["discard_pile", "hand"]),
    "Player": player_schema("Slyng", {"hand_count": INT, "finished_position": MAYBE_SEAT}),
    "ServedCard": obj({"attack_card": CARD, "beat_with": nullable(CARD), "answered": BOOL},
                      description="A card served in the current bout, and its answer so far."),
    "Phase": enum("attack", "defend", "finished"),
    "Result": obj(with_resigned(_RESULT), optional=["resigned"]),
}, events={
    "dealt": event_schema("dealt", {
        "dealer": SEAT, "trump_card": CARD, "hand_counts": INTS, "attacker": SEAT,
        "defender": SEAT,
        "shown_trump": {**CARD, "description": "With first_attacker = lowest_trump."},
        "hand": private(CARDS, "the seat itself")}, optional=["shown_trump", "hand"]),
    "attacked": event_schema("attacked", {"seat": SEAT, "defender": SEAT, "cards": CARDS}),
    "answered": event_schema("answered", {"seat": SEAT, "attack_card": CARD,
                                          "beat_with": nullable(CARD)}),
    "bout_resolved": event_schema("bout_resolved", {
        "attacker": SEAT, "defender": SEAT,
        "beaten": {**array(array(CARD, minItems=2, maxItems=2)),
                   "description": "[served card, beating card] pairs."},
        "taken": CARDS}),
    "drew": event_schema("drew", {
        "seat": SEAT, "count": INT, "stock_count": INT,
        "trump_card": {**CARD, "description": "When the turned-up trump was drawn."},
        "cards": private(CARDS, "the seat that drew")}, optional=["trump_card", "cards"]),
    "roles": event_schema("roles", {"attacker": SEAT, "defender": SEAT}),
    "finished": event_schema("finished", {"seats": SEATS, "position": INT}),
    "game_over": event_schema("game_over", with_resigned(_RESULT), optional=["resigned"]),
    "resigned": resigned_event(RESIGNED_FIELDS),
})


_DECK = deck_of(52)
_CARD_NO = {c: i for i, c in enumerate(_DECK)}
# the 78 pairs: a rank and two of its suits, in (rank, suit, suit) order
_PAIRS = [(r + a, r + b) for r in RANKS for a, b in combinations(SUITS, 2)]
_PAIR_NO = {pair: i for i, pair in enumerate(_PAIRS)}
_BY_RANK = {c: _RANK_INDEX[RANK_OF[c]] * 4 + SUITS.index(SUIT_OF[c]) for c in _DECK}
_RANK_BIT = {c: 1 << _RANK_INDEX[RANK_OF[c]] for c in _DECK}


class _AttackCards:
    """An attack's set of cards: one card (52), a pair and another card (78 * 52), or two
    pairs and another card (C(78, 2) * 52), each pair read from the set as the two lowest
    suits of its lowest rank with two or more cards, then of the rest; the listing says in
    which order the cards go."""

    _SINGLES, _THREES = 52, 78 * 52
    size = _SINGLES + _THREES + comb(78, 2) * 52

    @staticmethod
    def _split(cards: list[str]) -> tuple[list[int], int]:
        """The set's pairs (their numbers) and its other card (its number)."""
        if len(cards) == 1:
            return [], _CARD_NO[cards[0]]
        rest = sorted(cards, key=_BY_RANK.__getitem__)
        pairs = []
        while len(rest) > 1:
            found = next((i for i in range(len(rest) - 1)
                          if RANK_OF[rest[i]] == RANK_OF[rest[i + 1]]), None)
            if found is None:
                raise KeyError(cards)
            pairs.append(_PAIR_NO[(rest[found], rest[found + 1])])
            del rest[found:found + 2]
        return pairs, _CARD_NO[rest[0]]

    @classmethod
    def encode(cls, cards) -> int:
        if type(cards) is not list or len(cards) not in (1, 3, 5) or len(set(cards)) != len(cards):
            raise KeyError(cards)
        return cls.number(*cls._split(cards))

    @classmethod
    def number(cls, pairs: list[int], other: int) -> int:
        """The digit of a set read as its pairs' numbers and its other card's number."""
        if not pairs:
            return other
        if len(pairs) == 1:
            return cls._SINGLES + pairs[0] * 52 + other
        low, high = sorted(pairs)
        return cls._SINGLES + cls._THREES + (comb(high, 2) + low) * 52 + other

    @classmethod
    def listed(cls, cards: list[str]) -> int:
        """`encode` of an attack as `SlyngState._attacks` lists it (a pair first, then the
        other card), without its checks: a 5-slyng's reading is remembered."""
        if len(cards) == 1:
            return _CARD_NO[cards[0]]
        if len(cards) == 5:
            return _five_slyng(tuple(cards))
        low, high, other = cards
        if RANK_OF[other] == RANK_OF[low]:  # three of a rank: the pair is its two lowest suits
            low, high, other = sorted(cards, key=_BY_RANK.__getitem__)
        elif _BY_RANK[high] < _BY_RANK[low]:
            low, high = high, low
        return cls._SINGLES + _PAIR_NO[(low, high)] * 52 + _CARD_NO[other]

    @classmethod
    def decode(cls, digit: int) -> list[str]:
        if digit < cls._SINGLES:
            return [_DECK[digit]]
        digit -= cls._SINGLES
        if digit < cls._THREES:
            pair, other = divmod(digit, 52)
            return [*_PAIRS[pair], _DECK[other]]
        rank, other = divmod(digit - cls._THREES, 52)
        high = 1
        while comb(high + 1, 2) <= rank:
            high += 1
        return [*_PAIRS[rank - comb(high, 2)], *_PAIRS[high], _DECK[other]]


@lru_cache(maxsize=4096)  # a hand's attacks are listed again and again
def _five_slyng(cards: tuple[str, ...]) -> int:
    return _AttackCards.encode(list(cards))


# a pair's number, its cards in either order; the action of a 3-slyng of that pair and a card
# of another rank, less the card's number; and of a 5-slyng of two pairs of different ranks
# and a card of a third, less the card's number
_PAIR_NO_OF = {**_PAIR_NO, **{(b, a): i for (a, b), i in _PAIR_NO.items()}}
_THREE_BASE = {pair: _AttackCards.number([i], 0) for pair, i in _PAIR_NO_OF.items()}
_FIVE_BASE = {(i, j): _AttackCards.number([i, j], 0)
              for i in range(len(_PAIRS)) for j in range(len(_PAIRS)) if i != j}


def _same_rank_tables() -> tuple[dict, dict]:
    """For three cards of a rank, in any order: the pair a set reads from them (their two
    lowest suits) and the other card's number. For four, as two pairs in any order: the
    5-slyng's action less its other card's number."""
    triples, quads = {}, {}
    for r in RANKS:
        for cards in permutations([r + s for s in SUITS], 4):
            low, mid, high = sorted(cards[:3], key=_BY_RANK.__getitem__)
            triples[cards[:3]] = ((low, mid), _CARD_NO[high])
            a, b, c, d = sorted(cards, key=_BY_RANK.__getitem__)
            quads[cards] = _FIVE_BASE[_PAIR_NO[a, b], _PAIR_NO[c, d]]
    return triples, quads


_TRIPLE_SPLIT, _QUAD_BASE = _same_rank_tables()


def _beats(b: str, a: str, trump: str) -> bool:
    """Whether card `b` beats card `a`: a higher card of its suit, or any trump if `a` is none."""
    if SUIT_OF[b] == SUIT_OF[a]:
        return _RANK_INDEX[RANK_OF[b]] > _RANK_INDEX[RANK_OF[a]]
    return SUIT_OF[b] == trump


def _pairs(hand: list[str]) -> list[list[str]]:
    """The pairs a slyng is built from: the first two cards of each rank held twice or more,
    then the other two of a rank held four times, in the hand's order of ranks."""
    seen = held_twice = 0
    for c in hand:  # many hands hold no pair: one pass over bits tells
        bit = _RANK_BIT[c]
        if seen & bit:
            held_twice |= bit
        seen |= bit
    if not held_twice:
        return []
    by_rank: dict[str, list[str]] = {}
    for c in hand:
        if _RANK_BIT[c] & held_twice:
            r = RANK_OF[c]
            if r in by_rank:
                by_rank[r].append(c)
            else:
                by_rank[r] = [c]
    pairs = [cards[:2] for cards in by_rank.values()]
    return pairs + [cards[2:4] for cards in by_rank.values() if len(cards) == 4]


class _ListedAttacks:
    """A listing's attacks, for the move of a listed action, made when it is asked for
    (action_to_move) or applied: the attacks' cards as listed, or the hand and the pairs
    `SlyngState._attacks` builds them from, in its order (singles, 3-slyngs, 5-slyngs)."""

    __slots__ = ("actions", "listed", "hand", "pairs")

    def __init__(self, actions: list[int], listed: list[list[str]] | None,
                 hand: list[str] | None = None, pairs: list[list[str]] | None = None):
        self.actions, self.listed, self.hand, self.pairs = actions, listed, hand, pairs

    def cards(self, i: int) -> list[str]:
        """The cards of the listing's `i`th attack, a list of the caller's own."""
        if self.listed is not None:
            return list(self.listed[i])
        hand, pairs = self.hand, self.pairs
        n = len(hand)
        if i < n:
            return [hand[i]]
        i -= n
        if i < len(pairs) * (n - 2):
            p = pairs[i // (n - 2)]
            return p + [[c for c in hand if c not in p][i % (n - 2)]]
        i -= len(pairs) * (n - 2)
        p, q = list(combinations(pairs, 2))[i // (n - 4)]
        pq = p + q
        return pq + [[c for c in hand if c not in pq][i % (n - 4)]]

    def __call__(self, action: int) -> dict:
        return {"type": "attack", "cards": self.cards(self.actions.index(action))}


# an attack's action names its set of cards (listed: the listing says in which order)
ACTIONS = ActionSpace([
    Segment("attack", {"cards": _AttackCards}, listed=True),
    Segment("beat", {"attack_card": Choice(_DECK), "card": Choice(_DECK)}),
    Segment("take", {"attack_card": Choice(_DECK)}),
])
# the listing's numbering (SlyngState._listing): attacks first, then the served card and the
# card beating it, most significant first, then the takes
_BEAT, _TAKE = ACTIONS.first("beat"), ACTIONS.first("take")
assert ACTIONS.first("attack") == 0
# per trump suit, per card: each card that beats it, and the action of that beat
# (SlyngState.beats and the defender's listing read it)
_BEATS = {trump: {a: {b: _BEAT + _CARD_NO[a] * 52 + _CARD_NO[b] for b in _DECK
                      if _beats(b, a, trump)} for a in _DECK} for trump in SUITS}


class Slyng(Game):
    kind = "slyng"
    title = "Slyng"
    min_players = 2
    max_players = 4
    options = OPTIONS
    moves = MOVES
    codes = CODES
    schemas = SCHEMAS
    state_class = SlyngState
    actions = ACTIONS


GAME = Slyng()
