"""President (President og boms), rules spec section 3.

Rulebook in brief:
- 52 cards (plus 0-2 jokers), 3 to 5 players, all cards dealt from the dealer's left.
- Ranks low to high: 3 4 5 (six) 7 8 9 10 J Q K A 2. 6s and jokers are wild. 3♣ is supreme by
  default: played alone on anything, it ends the trick and its player leads.
- The leader plays any set of cards of one rank (wilds stand in; an all-wild lead counts as
  "six"); each follower plays the same count at an equal or higher rank (an all-wild follow
  declares its rank) or passes for the rest of the trick. The trick ends when nobody but the
  last player to play remains; that player leads next.
- Four natural cards of one rank played in a row burn the trick at once.
- Players who run out of cards take the next finishing position; the round ends when one
  player holds cards. Titles follow the order: President, Vice-president, ..., Vice-boms, Boms.
- The game is a match: NEXT_ROUND deals again (the Boms deals), the President takes the Boms'
  two best cards (the Vice-president one from the Vice-boms), may ask for particular ones, and
  gives back cards of their choice; then the Boms leads.
"""

from functools import cache
from itertools import combinations

from .actions import ActionSpace, Choice, Constant, Segment, Subset
from .cards import RANK_OF, is_card, is_joker, rank, standard_deck, suit
from .deals import record as record_deal
from .declarations import MoveSpec, Option, Param
from .errors import IllegalMove, bad_parameters
from .events import event
from .game import RESIGN, Game, RecordState, copy_data
from .rng import Rng
from .schema import (
    BOOL,
    CARDS,
    INT,
    INTS,
    MAYBE_SEAT,
    SEAT,
    SEATS,
    STRING,
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

PLAY_ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]  # "6" = six
RANK_VALUE = {r: i for i, r in enumerate(PLAY_ORDER)}
SUPREME = "3C"
SUIT_ORDER = "SHDC"  # spec 0.3: ♠ > ♥ > ♦ > ♣ when a physical card must be chosen
TITLES = {
    3: ["President", None, "Boms"],
    4: ["President", "Vice-president", "Vice-boms", "Boms"],
    5: ["President", "Vice-president", None, "Vice-boms", "Boms"],
}
POINTS = {"President": 2, "Vice-president": 1, "Vice-boms": -1, "Boms": -2}

OPTIONS = (
    Option("jokers", "int", 0, "Jokers in the deck (wild).", minimum=0, maximum=2),
    Option("club3_supreme", "bool", True, "3♣ takes everything; other 3s are the lowest rank."),
    Option("club3_clears", "bool", True, "3♣ is played on any play and ends the trick; false: "
           "it is the highest single and must match the count."),
    Option("first_lead_card", "choice", "3D", "Whoever holds this card leads the first round.",
           choices=("3D", "3C")),
    Option("first_lead_must_include", "bool", False, "The first lead must contain that card."),
    Option("burn", "bool", True, "Four natural cards of a rank in a row clear the trick."),
    Option("burn_leader", "choice", "completer", "Who leads after a burn.",
           choices=("completer", "next_player")),
    Option("burn_counts_wilds", "bool", False, "Wild cards count toward the four of a burn."),
    Option("equal_allowed", "bool", True, "A follow may equal the rank on top."),
    Option("trick_mode", "choice", "until_all_pass", "single_lap: after the lead every other "
           "player gets exactly one turn.", choices=("until_all_pass", "single_lap")),
    Option("pass_mode", "choice", "permanent", "temporary: a player who passed may play when "
           "the turn comes round again.", choices=("permanent", "temporary")),
    Option("two_clears", "bool", False, "A play of rank 2 ends the trick."),
    Option("exchange_wild_strength", "choice", "top", "How wilds rank when the best cards are "
           "taken in the exchange.", choices=("top", "as_six")),
    Option("exchange_requests", "bool", True, "Takers may ask for particular cards."),
    Option("later_round_leader", "choice", "boms", "Who leads the first trick of later rounds.",
           choices=("boms", "president")),
    Option("max_rounds", "int", 0, "Rounds in the match; 0: no limit.", minimum=0, maximum=1000),
    Option("points", "bool", False, "Score President +2, VP +1, VB -1, Boms -2 each round."),
    Option("forbid_finish_on", "subset", [], "A player going out with one of these takes the "
           "lowest free position.", choices=("2", "3C", "wild")),
    Option("out_of_turn_completion", "bool", False, "Anyone may complete a burn out of turn."),
)

MOVES = {
    "play": MoveSpec("play", "Play cards of one rank (wilds may stand in).", {
        "cards": Param("cards", "The cards played.", required=True),
        "declared_rank": Param("string", "The rank an all-wild follow stands for "
                                         "(3 … A, 2; \"6\" for six)."),
    }),
    "pass": MoveSpec("pass", "Pass: permanent for the rest of the trick by default."),
    "exchange_take": MoveSpec("exchange_take", "President or Vice-president: take the cards.", {
        "requests": Param("strings", "Exact cards (\"KH\") or bare ranks (\"9\", \"JOKER\"), "
                                     "at most 2 (President) or 1 (Vice-president)."),
    }),
    "exchange_return": MoveSpec("exchange_return",
                                "Give back 2 (President) or 1 (Vice-president).", {
        "cards": Param("cards", "The cards given back.", required=True),
    }),
    "next_round": MoveSpec("next_round", "Deal the next round (any seated player)."),
    "resign": RESIGN,
}

_BARE_RANKS = set(PLAY_ORDER) | {"JOKER"}
_WILD_RANKS = frozenset({"6", "JK"})  # sixes and jokers
# wild cards weakest first, as the exchange ranks them (_strength) under either
# exchange_wild_strength: sixes by suit, then jokers
_WILD_ORDER = {c: i for i, c in enumerate(("6C", "6D", "6H", "6S", "JK2", "JK1"))}
# each card's rank as a natural card, as its PLAY_ORDER index (a listing counts a hand's
# naturals by it): _WILD for a wild card; and the same with the supreme 3♣ set apart
# (club3_supreme), as _APART
_WILD, _APART = -1, -2
_NATURAL_VALUE = {c: _WILD if r in _WILD_RANKS else RANK_VALUE[r] for c, r in RANK_OF.items()}
_NATURAL_VALUE_APART = {**_NATURAL_VALUE, SUPREME: _APART}


@cache
def _strengths(club3_supreme: bool, wild_strength: str) -> dict[str, tuple]:
    """Each card's exchange strength under these options (`PresidentState._strength`)."""
    table = {}
    for card in standard_deck(jokers=2):
        suit_rank = -SUIT_ORDER.index(suit(card)) if suit(card) else 0
        if card == SUPREME and club3_supreme:
            table[card] = (100, 0)
        elif RANK_OF[card] in _WILD_RANKS:
            tier = 60 if is_joker(card) else 50
            if wild_strength == "as_six":
                tier = RANK_VALUE["6"] + (0.2 if is_joker(card) else 0.1)
            table[card] = (tier, -int(card[-1]) if is_joker(card) else suit_rank)
        else:
            table[card] = (RANK_VALUE[rank(card)], suit_rank)
    return table


class PresidentState(RecordState):
    default_moves = ("next_round",)
    has_rounds = True
    FIELDS = ("names", "options", "hands", "dealer", "phase", "current", "pile", "trick",
              "passed", "lap", "run", "positions", "round_no", "rounds", "exchange", "points",
              "first_trick", "rng", "stacked", "result")

    def __init__(self, game, data):
        RecordState.__init__(self, game, data)
        self._read_options()

    def _read_options(self) -> None:
        """What the hot path reads of the options, read once per state, and the hands counted
        (none yet)."""
        # each seat's hand as its last play listing counted it, with the count
        # (_play_listing), brought up to date by its plays (_played)
        self._counted = {}
        # each card's natural rank value under these options (_count)
        self._values = _NATURAL_VALUE_APART if self.options["club3_supreme"] else _NATURAL_VALUE
        self._single_lap = self.options["trick_mode"] == "single_lap"
        # whether these options let a burn be completed out of turn: most games' do not, and
        # then nothing on the hot path asks how many cards would complete one
        self._completable = bool(self.options["out_of_turn_completion"] and self.options["burn"])

    @classmethod
    def deal(cls, game, players, options, rng, deck, dealer):
        order = prepare_deck(standard_deck(jokers=options["jokers"]), rng, deck)
        dealer = choose_dealer(len(players), rng, dealer)
        state = cls.__new__(cls)
        state._undealt(game, players, options, deck is not None, dealer, rng.to_dict())
        return state, state._deal_round(order)

    def _undealt(self, game, players: list[str], options: dict, stacked: bool, dealer: int,
                 rng: dict) -> None:
        """A new game before its first deal (`_new_game`): the match's fields; `_deal_round`
        sets the round's."""
        self._new_game(game, players, options, stacked)
        self.dealer, self.rng = dealer, rng
        self.round_no, self.rounds, self.exchange, self.points = 0, [], [], [0] * len(players)
        self._read_options()

    # -- card classes ----------------------------------------------------------------------

    @staticmethod
    def is_wild(card: str) -> bool:
        return RANK_OF[card] in _WILD_RANKS

    def is_supreme(self, card: str) -> bool:
        return card == SUPREME and self.options["club3_supreme"]

    @property
    def _strength(self):
        """A card's exchange strength, higher is better (3.3, C-12): a look-up, as hands are
        sorted by it on every view."""
        return _strengths(self.options["club3_supreme"],
                          self.options["exchange_wild_strength"]).__getitem__

    # -- dealing and rounds ----------------------------------------------------------------

    def full_deck(self) -> list[str]:
        return standard_deck(jokers=self.options["jokers"])

    def _deal_round(self, order: list[str]) -> list[dict]:
        n = len(self.names)
        record_deal(self.deals, self.round_no + 1, self.dealer, order)
        self.hands = deal(order, n, self.dealer, None)
        self.round_no += 1
        self.pile, self.trick, self.passed, self.lap, self.run = [], [], [], [], None
        self.positions = [None] * n
        self.first_trick = True
        public = {"round": self.round_no, "dealer": self.dealer,
                  "hand_counts": [len(h) for h in self.hands]}
        if self.round_no == 1:
            lead_card = self.options["first_lead_card"]
            holder = next(s for s, h in enumerate(self.hands) if lead_card in h)
            self.phase, self.current = "play", holder
            public.update(first_lead_card=lead_card, leader=holder)
        else:
            self.exchange = self._exchange_pairs()
            self.phase = "exchange"
            public["exchange"] = [{k: p[k] for k in ("taker", "giver", "count")}
                                  for p in self.exchange]
        if self.quiet:
            return []
        private = {s: {"hand": list(h)} for s, h in enumerate(self.hands)}
        return [event("dealt", public, private)]

    def _titles(self, order: list[int]) -> dict[int, str]:
        return {seat: t for seat, t in zip(order, TITLES[len(self.names)]) if t}

    def _exchange_pairs(self) -> list[dict]:
        by_title = {t: s for s, t in self._titles(self.rounds[-1]["finishing_order"]).items()}
        pairs = [{"taker": by_title["President"], "giver": by_title["Boms"], "count": 2}]
        if "Vice-president" in by_title:
            pairs.append({"taker": by_title["Vice-president"], "giver": by_title["Vice-boms"],
                          "count": 1})
        for p in pairs:
            p.update(taken=False, returned=False)
        return pairs

    def _start_play_after_exchange(self) -> list[dict]:
        order = self.rounds[-1]["finishing_order"]
        leader = order[-1] if self.options["later_round_leader"] == "boms" else order[0]
        self.phase, self.current = "play", leader
        return [] if self.quiet else [event("play_started", {"leader": leader})]

    # -- queries ---------------------------------------------------------------------------

    def holders(self) -> list[int]:
        return [s for s, h in enumerate(self.hands) if h]

    def to_act(self) -> list[int]:
        if self.finished:
            return []
        if self.phase == "round_over":
            return list(range(len(self.names)))
        if self.phase == "exchange":
            return [p["taker"] for p in self.exchange if not p["returned"]]
        return [self.current]

    def stage(self) -> list:
        # a turn in play is one move, a play (which leaves fewer cards in hand) or a pass; the
        # player of 3C or of a burn leads again, a turn of its own
        in_hand = sum([len(h) for h in self.hands])
        return [self.round_no, self.phase, self.current, in_hand, len(self.passed)]

    @property
    def top(self) -> dict | None:
        return self.trick[-1] if self.trick else None

    def _read_play(self, cards: list[str], declared: str | None, leading: bool) -> tuple[str, int]:
        """The play's effective rank (PLAY_ORDER name, or "supreme") and its count.

        Raises the shape codes of step 6 (INVALID_COMBINATION, *_DECLARED_RANK).
        """
        if not cards or len(set(cards)) != len(cards):
            raise IllegalMove("INVALID_COMBINATION", "play one or more different cards")
        if any(self.is_supreme(c) for c in cards):
            if len(cards) > 1:
                raise IllegalMove("INVALID_COMBINATION", "3C is played alone")
            if declared is not None:
                raise IllegalMove("INVALID_DECLARED_RANK", "3C has no declared rank")
            return "supreme", 1
        naturals = {rank(c) for c in cards if not self.is_wild(c)}
        if len(naturals) > 1:
            raise IllegalMove("INVALID_COMBINATION", "the natural cards must share one rank")
        if naturals:
            (r,) = naturals
            if declared is not None and declared != r:
                raise IllegalMove("INVALID_DECLARED_RANK", f"these cards are {r}s")
            return r, len(cards)
        if leading:
            if declared not in (None, "6"):
                raise IllegalMove("INVALID_DECLARED_RANK", "an all-wild lead counts as six")
            return "6", len(cards)
        if declared is None:
            raise IllegalMove("MISSING_DECLARED_RANK", "an all-wild follow needs declared_rank")
        if declared not in RANK_VALUE:
            raise IllegalMove("INVALID_DECLARED_RANK", "declared_rank must be 3 … A, 2 or 6")
        return declared, len(cards)

    def _beats(self, eff: str, count: int) -> bool:
        if eff == "supreme":
            if self.options["club3_clears"]:
                return True
            return self.top["count"] == 1 and self.top["rank"] != "supreme"
        return RANK_VALUE[eff] >= self._floor()

    def _floor(self) -> int:
        """The least rank value (PLAY_ORDER index) that beats the top play: nothing but 3C
        beats 3C."""
        top = self.trick[-1]["rank"]
        if top == "supreme":
            return len(PLAY_ORDER)
        # how far above the top play a follow must be
        return RANK_VALUE[top] + (0 if self.options["equal_allowed"] else 1)

    def _completion_need(self) -> int:
        """Natural cards that would complete the current run's burn out of turn (0: none)."""
        if not self._completable or not self.run:
            return 0
        have = self.run["naturals"]
        return 4 - have if 1 <= have <= 3 else 0

    def _is_completion(self, cards: list[str]) -> bool:
        need = self._completion_need()
        return bool(need) and len(cards) == need and all(
            not self.is_wild(c) and not self.is_supreme(c) and rank(c) == self.run["rank"]
            for c in cards)

    # -- legal moves -----------------------------------------------------------------------

    def legal_moves(self, seat: int) -> list[dict]:
        if self.finished:
            return []
        if self.phase == "round_over":
            return [{"type": "next_round"}]
        if self.phase == "exchange":
            return self._exchange_moves(seat)
        moves = []
        hand = self.hands[seat]
        if seat == self.current:
            plays, made = self._play_listing(seat)
            moves += map(made, plays)
            if self.trick:
                moves.append({"type": "pass"})
        elif hand and self._completion_need():
            natural = [c for c in hand if not self.is_wild(c) and not self.is_supreme(c)
                       and rank(c) == self.run["rank"]]
            if len(natural) >= self._completion_need():
                moves.append({"type": "play", "cards": natural[:self._completion_need()]})
        return moves

    def legal_actions(self, seat: int) -> list[int]:
        """In play, the current seat's listing is made as actions directly (the same list as
        legal_moves', numbered), and a listed play is made without a move (apply_action): this
        runs on every decision of a bot or an agent."""
        if self.phase != "play":
            return RecordState.legal_actions(self, seat)
        if seat != self.current:  # out of turn, only a burn's completion could be made
            return RecordState.legal_actions(self, seat) \
                if self._completable and self._completion_need() else []
        actions, made = self._play_listing(seat)
        if self.trick:
            actions.append(_PASS)
        return self._keep_listing(seat, actions, made) if actions else actions

    def _apply_listed_action(self, seat, action, actions, made_of):
        """An action of the current seat's play listing (legal_actions) is made without a
        move: its listing checked it."""
        if type(made_of) is not _ListedPlays:
            return RecordState._apply_listed_action(self, seat, action, actions, made_of)
        if action == _PASS:
            return self._pass(seat)
        cards, declared = made_of.play(action)
        return self._play_listed(seat, cards, self._read_listed(cards, declared))

    def _apply_listed_move(self, seat, move):
        """A play as listed is made without checking it again (listed actions, and the bots'
        playouts)."""
        if move["type"] != "play":
            return RecordState._apply_listed_move(self, seat, move)
        cards = move["cards"]
        return self._play_listed(seat, cards, self._read_listed(cards, move.get("declared_rank")))

    def _read_listed(self, cards: list[str], declared: str | None) -> str:
        """The effective rank of a play the listing made (`_read_play` without its checks)."""
        if declared is not None:
            return declared
        if cards[0] == SUPREME and self.options["club3_supreme"]:
            return "supreme"
        for c in cards:
            if RANK_OF[c] not in _WILD_RANKS:
                return RANK_OF[c]
        return "6"

    def _play_listed(self, seat: int, cards: list[str], eff: str) -> list[dict]:
        completion = self._completable and self._is_completion(cards)
        return self._played(seat, cards, eff, len(cards), completion)

    def _play_listing(self, seat: int) -> tuple[list[int], "_ListedPlays"]:
        """The current seat's legal plays as actions (legal_moves lists their moves in the same
        order), and what makes an action's cards. One play per rank, number of naturals and
        number of wilds: which physical cards of a rank are used does not matter to the
        rules, so a play takes the naturals first in the hand's order, then the weakest
        wilds. The ranks come weakest first.

        Only plays that `_check_play` accepts are made: each is of the seat's own cards, in a
        shape `_read_play` accepts, and a follow has the count on top and beats it (or
        completes the run's burn).
        """
        hand = self.hands[seat]
        options = self.options
        values = self._values
        # the hand counted, not grouped: a listing makes no cards (_ListedPlays does, for the
        # one action applied)
        counted = self._counted.get(seat)
        if counted is None or counted[0] != hand:
            counted = self._counted[seat] = _count(hand, values)
        counts, spare, supreme = counted[1], counted[2], counted[3]
        made = _ListedPlays.__new__(_ListedPlays)
        made.hand, made.values = hand, values
        listing = []
        if not self.trick:
            if supreme:
                listing.append(_SUPREME_PLAY)
            for v in range(len(PLAY_ORDER)):
                if counts[v]:
                    listing += _LEADS[v][counts[v]][spare]
            listing += range(_ALL_WILD + _WILD_STEP, _ALL_WILD + _WILD_STEP * (spare + 1),
                             _WILD_STEP)
            if self.first_trick and self.round_no == 1 and options["first_lead_must_include"]:
                first = options["first_lead_card"]
                listing = [a for a in listing
                           if first in (cards := made.cards(a)) or self._is_completion(cards)]
        else:
            need = self.trick[-1]["count"]
            if supreme and (options["club3_clears"] or need == 1) and self._beats("supreme", 1):
                listing.append(_SUPREME_PLAY)
            floor = self._floor()
            completes = self._completion_need() if self._completable else 0
            run_value = RANK_VALUE.get(self.run["rank"], _WILD) if completes else _WILD
            for v in range(len(PLAY_ORDER)):
                if not counts[v]:
                    continue
                if v >= floor:
                    listing += _FOLLOWS[v][counts[v]][need][spare]
                elif v == run_value and need == completes and counts[v] >= need:
                    # completes the burn, high enough or not
                    listing.append(_RANK_BASE[PLAY_ORDER[v]] + need * _NATURAL_STEP)
            if need <= spare:  # all wild: declared as any rank that beats the top
                first = _ALL_WILD + _WILD_STEP * need + 1 + floor
                listing += range(first, first + len(PLAY_ORDER) - floor)
        if counts[0] and not options["club3_supreme"] and made.cards(_SINGLE_THREE) == [SUPREME]:
            # a play of 3♣ alone is the first action even where 3♣ is no supreme card (the
            # action names the shape, and this one the card)
            listing = [_SUPREME_PLAY if a == _SINGLE_THREE else a for a in listing]
        return listing, made

    def _exchange_moves(self, seat: int) -> list[dict]:
        pair = next((p for p in self.exchange if p["taker"] == seat), None)
        if pair is None or pair["returned"]:
            return []
        if not pair["taken"]:
            return [{"type": "exchange_take", "requests": []}]
        hand = sorted(self.hands[seat], key=self._strength)
        return [{"type": "exchange_return", "cards": list(c)}
                for c in combinations(hand, pair["count"])]

    # -- applying moves --------------------------------------------------------------------

    def _apply(self, seat, kind, params):
        if kind == "exchange_take" and params.get("requests") \
                and not self.options["exchange_requests"]:
            raise IllegalMove("VARIANT_DISABLED", "requests need exchange_requests")
        if kind == "next_round":
            if self.phase != "round_over":
                raise IllegalMove("WRONG_PHASE", "the round is still being played")
            return self._next_round()
        if kind in ("exchange_take", "exchange_return"):
            return self._exchange(seat, kind, params)
        if self.phase != "play":
            raise IllegalMove("WRONG_PHASE", f"no {kind} during the {self.phase.replace('_', ' ')}")
        if kind == "pass":
            return self._pass(seat)
        return self._play(seat, params["cards"], params.get("declared_rank"))

    def _check_play(self, seat, cards, declared) -> tuple[str, int, bool]:
        """Everything that decides whether a play is accepted; returns (rank, count, completion)."""
        completion = self._is_completion(cards) and all(c in self.hands[seat] for c in cards)
        if seat != self.current and not completion:
            raise IllegalMove("NOT_YOUR_TURN", f"it is {self.names[self.current]}'s turn")
        leading = not self.trick
        eff, count = self._read_play(cards, declared, leading)
        if completion:
            return eff, count, True
        if not leading and not (eff == "supreme" and self.options["club3_clears"]):
            if count != self.top["count"]:
                raise IllegalMove("COUNT_MISMATCH", f"play {self.top['count']} card(s)")
        if self.first_trick and leading and self.round_no == 1 \
                and self.options["first_lead_must_include"] \
                and self.options["first_lead_card"] not in cards:
            raise IllegalMove("INVALID_COMBINATION",
                              f"the first lead must include {self.options['first_lead_card']}")
        missing = [c for c in cards if c not in self.hands[seat]]
        if missing:
            raise IllegalMove("CARD_NOT_IN_HAND", f"{', '.join(missing)} not in your hand")
        if not leading and not self._beats(eff, count):
            raise IllegalMove("TOO_LOW", "the play must be at least as high as the top play")
        return eff, count, False

    def _play(self, seat, cards, declared):
        return self._played(seat, cards, *self._check_play(seat, cards, declared))

    def _played(self, seat: int, cards: list[str], eff: str, count: int,
                completion: bool) -> list[dict]:
        """The play, checked (`_check_play`) or as listed."""
        hand = self.hands[seat]
        # the seat's count, if it is of this hand (else its next listing counts afresh)
        counted = self._counted.get(seat)
        if counted is not None and counted[0] != hand:
            counted = None
        for c in cards:
            take_card(hand, c)
        if counted is not None:
            _tally(counted, cards, self._values, -1)
            counted[0] = list(hand)
        self.trick.append({"seat": seat, "cards": list(cards), "rank": eff, "count": count})
        if self.options["burn_counts_wilds"]:
            naturals = len(cards)
        elif eff in _WILD_RANKS:  # an all-wild lead, counted as six: no natural card
            naturals = 0
        else:  # a wild card's rank is never a natural rank
            naturals = 0
            for c in cards:
                if RANK_OF[c] == eff:
                    naturals += 1
        run = self.run
        if run and run["rank"] == eff and eff != "supreme":
            naturals += run["naturals"]
            run["naturals"] = naturals
        else:
            self.run = {"rank": eff, "naturals": naturals}
        events = [] if self.quiet else [event("played", {
            "seat": seat, "cards": list(cards), "rank": eff, "count": count,
            "out_of_turn": seat != self.current})]
        if self.options["pass_mode"] == "temporary":
            self.passed = []  # passes count only since the last play
        if not hand:
            events += self._finish(seat, cards)
            if len(self.holders()) <= 1:  # only a seat that went out can end the round
                return events + self._end_round()
        if naturals >= 4 and eff != "supreme" and self.options["burn"]:
            leader = seat if self.options["burn_leader"] == "completer" else \
                (seat + 1) % len(self.names)
            return events + self._end_trick(leader, "burn")
        if eff == "supreme" and self.options["club3_clears"]:
            return events + self._end_trick(seat, "supreme")
        if eff == "2" and self.options["two_clears"]:
            return events + self._end_trick(seat, "two")
        if self._single_lap:
            if len(self.trick) == 1 and not completion:
                self.lap = self._lap_after(seat)
            elif seat in self.lap:
                self.lap.remove(seat)
        return events + self._advance(seat)

    def _lap_after(self, leader: int) -> list[int]:
        n = len(self.names)
        return [(leader + i) % n for i in range(1, n) if self.hands[(leader + i) % n]]

    def _pass(self, seat):
        if seat != self.current:
            raise IllegalMove("NOT_YOUR_TURN", f"it is {self.names[self.current]}'s turn")
        if not self.trick:
            raise IllegalMove("LEADER_CANNOT_PASS", "the leader must play")
        self.passed.append(seat)
        if seat in self.lap:
            self.lap.remove(seat)
        events = [] if self.quiet else [event("passed", {"seat": seat})]
        return events + self._advance(seat)

    def _advance(self, actor: int) -> list[dict]:
        last = self.trick[-1]["seat"]
        if self._single_lap:
            self.lap = [s for s in self.lap if self.hands[s]]
            if not self.lap:
                return self._end_trick(last, "lap")
            self.current = self.lap[0]
            return [] if self.quiet else [event("turn", {"seat": self.current})]
        # the next seat that may play on: it holds cards, has not passed, and did not make
        # the top play (table.next_seat's loop, written out: asking a bound method of each
        # seat had cost 2% of a compiled decision and 4% of an interpreted one)
        hands, passed, n = self.hands, self.passed, len(self.names)
        for step in range(1, n):
            nxt = (actor + step) % n
            if hands[nxt] and nxt != last and nxt not in passed:
                self.current = nxt
                return [] if self.quiet else [event("turn", {"seat": nxt})]
        return self._end_trick(last, "passes")

    def _holds_cards(self, seat: int) -> bool:
        return bool(self.hands[seat])

    def _end_trick(self, winner: int, why: str) -> list[dict]:
        self.pile += [c for play in self.trick for c in play["cards"]]
        self.trick, self.passed, self.lap, self.run = [], [], [], None
        self.first_trick = False
        leader = winner if self.hands[winner] else \
            next_seat(winner, len(self.names), self._holds_cards)
        self.current = leader
        return [] if self.quiet else \
            [event("trick_won", {"winner": winner, "reason": why, "leader": leader})]

    def _finish(self, seat: int, last_play: list[str]) -> list[dict]:
        forbidden = set(self.options["forbid_finish_on"])
        bad = ("2" in forbidden
               and any(rank(c) == "2" and not self.is_wild(c) for c in last_play)) \
            or ("3C" in forbidden and SUPREME in last_play) \
            or ("wild" in forbidden and any(self.is_wild(c) for c in last_play))
        free = [i for i, s in enumerate(self.positions) if s is None]
        slot = free[-1] if bad else free[0]
        self.positions[slot] = seat
        return [] if self.quiet else [event("finished", {"seat": seat, "position": slot + 1,
                                                         "forbidden_finish": bad})]

    def _end_round(self) -> list[dict]:
        for s in self.holders():
            self.positions[self.positions.index(None)] = s
        self.pile += [c for play in self.trick for c in play["cards"]]
        self.trick, self.passed, self.lap, self.run = [], [], [], None
        order = list(self.positions)
        titles = self._titles(order)
        if self.options["points"]:
            for s, t in titles.items():
                self.points[s] += POINTS.get(t, 0)
        summary = {"round": self.round_no, "finishing_order": order,
                   "titles": {str(s): t for s, t in titles.items()}}
        self.rounds.append(summary)
        events = [] if self.quiet else [event("round_over", copy_data(summary))]
        if self.options["max_rounds"] and self.round_no >= self.options["max_rounds"]:
            self.phase = "finished"
            self.result = {"rounds": self.rounds,
                           "points": self.points if self.options["points"] else None}
            if not self.quiet:
                events.append(event("game_over", copy_data(self.result)))
        else:
            self.phase = "round_over"
        return events

    def _next_round(self) -> list[dict]:
        if self.next_decks:
            order = self.next_decks.pop(0)
        else:
            rng = Rng.from_dict(self.rng)
            order = self.full_deck()
            rng.shuffle(order)
            self.rng = rng.to_dict()
        self.dealer = self.rounds[-1]["finishing_order"][-1]
        return self._deal_round(order)

    def _exchange(self, seat, kind, params):
        if self.phase != "exchange":
            raise IllegalMove("WRONG_PHASE", "cards are exchanged only before a later round")
        pair = next((p for p in self.exchange if p["taker"] == seat), None)
        if pair is None:
            raise IllegalMove("NOT_ENTITLED", "only the President and Vice-president take cards")
        if kind == "exchange_take":
            if pair["taken"]:
                raise IllegalMove("WRONG_PHASE", "you have already taken your cards")
            return self._take(pair, params.get("requests", []))
        if not pair["taken"] or pair["returned"]:
            raise IllegalMove("WRONG_PHASE", "return cards once, after taking")
        return self._give_back(pair, params["cards"])

    def _take(self, pair, requests):
        if len(requests) > pair["count"]:
            raise IllegalMove("EXCHANGE_COUNT", f"ask for at most {pair['count']} card(s)")
        for r in requests:
            if not (is_card(r) and "#" not in r) and r not in _BARE_RANKS:
                raise bad_parameters(f"{r!r} is neither a card nor a rank", "requests")
        giver = self.hands[pair["giver"]]
        moved, satisfied = [], []
        for r in requests:
            match = self._match_request(r, [c for c in giver if c not in moved])
            satisfied.append(match is not None)
            if match:
                moved.append(match)
        rest = sorted((c for c in giver if c not in moved), key=self._strength, reverse=True)
        moved += rest[:pair["count"] - len(moved)]
        for c in moved:
            giver.remove(c)
            self.hands[pair["taker"]].append(c)
        pair["taken"] = True
        detail = {"cards": moved, "requests": requests, "satisfied": satisfied}
        if self.quiet:
            return []
        return [event("exchange_taken",
                      {"taker": pair["taker"], "giver": pair["giver"], "count": len(moved)},
                      {pair["taker"]: detail, pair["giver"]: detail})]

    def _match_request(self, request: str, giver: list[str]) -> str | None:
        if is_card(request):
            return request if request in giver else None
        if request == "JOKER":
            candidates = [c for c in giver if is_joker(c)]
        else:
            candidates = [c for c in giver if not is_joker(c) and rank(c) == request
                          and not self.is_supreme(c)]
        return min(candidates, key=lambda c: (SUIT_ORDER.index(suit(c)) if suit(c) else int(c[-1])),
                   default=None)

    def _give_back(self, pair, cards):
        if len(cards) != pair["count"] or len(set(cards)) != len(cards):
            raise IllegalMove("EXCHANGE_COUNT", f"give back exactly {pair['count']} card(s)")
        taker = self.hands[pair["taker"]]
        missing = [c for c in cards if c not in taker]
        if missing:
            raise IllegalMove("CARD_NOT_IN_HAND", f"{', '.join(missing)} not in your hand")
        for c in cards:
            taker.remove(c)
            self.hands[pair["giver"]].append(c)
        pair["returned"] = True
        detail = {"cards": list(cards)}
        events = [] if self.quiet else [event(
            "exchange_returned",
            {"taker": pair["taker"], "giver": pair["giver"], "count": len(cards)},
            {pair["taker"]: detail, pair["giver"]: detail})]
        if all(p["returned"] for p in self.exchange):
            events += self._start_play_after_exchange()
        return events

    def _resign(self, seat):
        # A resignation ends the match where it stands: the rounds played are its result.
        self.phase = "finished"
        self.result = {"rounds": self.rounds,
                       "points": self.points if self.options["points"] else None,
                       "resigned": [seat]}
        if self.quiet:
            return []
        return [event("resigned", {"seat": seat}), event("game_over", copy_data(self.result))]

    # -- views -----------------------------------------------------------------------------

    def view(self, viewer: int | None, memory: bool = False) -> dict:
        out = self.base_view(viewer)
        for p in out["players"]:
            s = p["seat"]
            p.update(hand_count=len(self.hands[s]), passed=s in self.passed,
                     position=self.positions.index(s) + 1 if s in self.positions else None,
                     points=self.points[s] if self.options["points"] else None)
        out.update(
            phase="finished" if self.finished else self.phase,
            round=self.round_no,
            dealer=self.dealer,
            current=self.current if self.phase == "play" and not self.finished else None,
            trick=copy_data(self.trick),
            top_play=copy_data(self.top),
            run=copy_data(self.run),
            pile=list(self.pile),
            lap=list(self.lap),
            first_trick=self.first_trick,
            rounds=copy_data(self.rounds),
            exchange=[{k: p[k] for k in ("taker", "giver", "count", "taken", "returned")}
                      for p in self.exchange] if self.phase == "exchange" else [],
        )
        if viewer is not None:
            out["hand"] = sorted(self.hands[viewer], key=self._strength)
        return out


CODES = ("COUNT_MISMATCH", "TOO_LOW", "LEADER_CANNOT_PASS", "MISSING_DECLARED_RANK",
         "INVALID_DECLARED_RANK", "NOT_ENTITLED", "EXCHANGE_COUNT")

_RANK = ref("PresidentRank")
_PAIR = {"taker": SEAT, "giver": SEAT, "count": INT}
_TRADED = private(CARDS, "the taker and the giver")
_ROUND = {"round": INT, "finishing_order": {**SEATS, "description": "Seats from President down."},
          "titles": {"type": "object", "additionalProperties": STRING,
                     "description": "Title by seat number (as a string)."}}
_RESULT = {"rounds": array(ref("PresidentRound")),
           "points": {"type": ["array", "null"], "items": INT,
                      "description": "Points by seat, with the points option."}}
RESIGNED_FIELDS: dict = {}

SCHEMAS = kind_schemas("president", "President", MOVES, OPTIONS, parts={
    "View": view_schema("president", "President", {
        "round": INT, "dealer": SEAT, "current": MAYBE_SEAT,
        "trick": array(ref("PresidentPlay")), "top_play": nullable(ref("PresidentPlay")),
        "run": nullable(ref("PresidentRun")), "pile": CARDS,
        "lap": {**SEATS, "description": "Seats still to answer the top play in this lap, "
                                        "in turn order (with the lap trick end)."},
        "first_trick": {**BOOL, "description": "No trick of this round has ended yet."},
        "rounds": array(ref("PresidentRound")), "exchange": array(ref("PresidentExchange")),
        "hand": private(CARDS, "the seat itself"),
    }, optional=["hand"]),
    "Player": player_schema("President", {
        "hand_count": INT, "passed": BOOL, "position": MAYBE_SEAT,
        "points": {"type": ["integer", "null"]}}),
    "Play": obj({"seat": SEAT, "cards": CARDS, "rank": _RANK, "count": INT},
                description="A play in the current trick."),
    "Run": obj({"rank": _RANK, "naturals": INT},
               description="Natural cards of one rank played in a row (four burn the trick)."),
    "Round": obj(_ROUND, description="A finished round."),
    "Exchange": obj({**_PAIR, "taken": BOOL, "returned": BOOL},
                    description="One taker-giver pair of the card exchange."),
    "ExchangePair": obj(_PAIR, description="Who takes how many cards from whom."),
    "Phase": enum("play", "exchange", "round_over", "finished"),
    "TrickEnd": enum("passes", "lap", "burn", "supreme", "two",
                     description="Why a trick ended."),
    "Rank": enum(*PLAY_ORDER, "supreme", description="The rank a play counts as (\"6\": "
                                                     "six; \"supreme\": the 3 of clubs)."),
    "Result": obj(with_resigned(_RESULT), optional=["resigned"]),
}, events={
    "dealt": event_schema("dealt", {
        "round": INT, "dealer": SEAT, "hand_counts": INTS,
        "first_lead_card": {**STRING, "description": "First round: the card that leads."},
        "leader": {**SEAT, "description": "First round: its holder, who leads."},
        "exchange": {**array(ref("PresidentExchangePair")), "description": "Later rounds."},
        "hand": private(CARDS, "the seat itself")},
        optional=["first_lead_card", "leader", "exchange", "hand"]),
    "exchange_taken": event_schema("exchange_taken", {
        **_PAIR, "cards": _TRADED, "requests": private(array(STRING), "the taker and the giver"),
        "satisfied": private(array(BOOL), "the taker and the giver")},
        optional=["cards", "requests", "satisfied"]),
    "exchange_returned": event_schema("exchange_returned", {**_PAIR, "cards": _TRADED},
                                      optional=["cards"]),
    "play_started": event_schema("play_started", {"leader": SEAT}),
    "played": event_schema("played", {"seat": SEAT, "cards": CARDS, "rank": _RANK,
                                      "count": INT, "out_of_turn": BOOL}),
    "passed": event_schema("passed", {"seat": SEAT}),
    "turn": event_schema("turn", {"seat": SEAT}),
    "trick_won": event_schema("trick_won", {
        "winner": SEAT, "leader": SEAT,
        "reason": ref("PresidentTrickEnd")}),
    "finished": event_schema("finished", {"seat": SEAT, "position": INT,
                                          "forbidden_finish": BOOL}),
    "round_over": event_schema("round_over", _ROUND),
    "game_over": event_schema("game_over", with_resigned(_RESULT), optional=["resigned"]),
    "resigned": resigned_event(RESIGNED_FIELDS),
})


class _Shape:
    """A play's cards as the rules read them: the supreme 3♣ alone (shape 0), or a rank
    (PLAY_ORDER; "6" for an all-wild play) with its count of naturals (0-4) and of wilds
    (0-6), the rank the most significant digit. Which physical cards make the shape is the
    listing's to say."""

    NATURALS, WILDS = 5, 7  # each count's digit: how many values it takes
    size = (1 + len(PLAY_ORDER)) * NATURALS * WILDS

    @staticmethod
    def number(rank_name: str, naturals: int, wilds: int) -> int:
        return ((1 + RANK_VALUE[rank_name]) * _Shape.NATURALS + naturals) * _Shape.WILDS + wilds

    @staticmethod
    def encode(cards) -> int:
        if type(cards) is not list or not cards:
            raise KeyError(cards)
        if cards == [SUPREME]:
            return 0
        naturals = [RANK_OF[c] for c in cards if RANK_OF[c] not in _WILD_RANKS]
        if len(set(naturals)) > 1:
            raise KeyError(cards)
        return _Shape.number(naturals[0] if naturals else "6", len(naturals),
                             len(cards) - len(naturals))

    @staticmethod
    def decode(digit: int):
        raise LookupError(digit)


def _leads(rank_name: str, naturals: int, wilds: int) -> tuple[int, ...]:
    """The actions of the leads of a rank from `naturals` natural cards and `wilds` wild
    ones: each number of naturals, and with each of them each number of wilds."""
    base = _RANK_BASE[rank_name]
    return tuple(base + k * _NATURAL_STEP + w * _WILD_STEP
                 for k in range(1, naturals + 1) for w in range(wilds + 1))


def _follows(rank_name: str, naturals: int, need: int, wilds: int) -> tuple[int, ...]:
    """The actions of the follows of `need` cards of a rank from `naturals` natural cards and
    `wilds` wild ones: each number of naturals that, with wilds, makes the count."""
    base = _RANK_BASE[rank_name]
    return tuple(base + k * _NATURAL_STEP + (need - k) * _WILD_STEP
                 for k in range(max(1, need - wilds), min(naturals, need) + 1))


def _count(hand: list[str], values: dict[str, int]) -> list:
    """A hand's count, as a listing keeps it: [a copy of the hand, its naturals by rank value
    (`values`: _NATURAL_VALUE or _NATURAL_VALUE_APART), its wilds, whether it holds the
    supreme 3C apart]."""
    counted = [list(hand), [0] * len(PLAY_ORDER), 0, False]
    _tally(counted, hand, values, 1)
    return counted


def _tally(counted: list, cards: list[str], values: dict[str, int], step: int) -> None:
    """Count `cards` into a hand's count (`_count`), or with `step` -1 out of it (played)."""
    counts = counted[1]
    for c in cards:
        v = values[c]
        if v >= 0:
            counts[v] += step
        elif v == _WILD:
            counted[2] += step
        else:
            counted[3] = step > 0


class _ListedPlays:
    """A play listing's making: the seat's hand as it was listed (no move changes it before
    the listing is dropped), and each card's natural rank value under the game's options
    (`_NATURAL_VALUE`), of which the move of a listed action is made when it is asked for.
    `_play_listing` makes one for every listing, and sets both fields itself: compiled, a
    constructor's call would cost President 0.3% of a decision."""

    __slots__ = ("hand", "values")

    def __call__(self, action: int) -> dict:
        if action == _PASS:
            return {"type": "pass"}
        cards, declared = self.play(action)
        move = {"type": "play", "cards": cards}
        if declared is not None:
            move["declared_rank"] = declared
        return move

    def play(self, action: int) -> tuple[list[str], str | None]:
        """The cards of a listed play's action, and the rank it declares (None: none)."""
        declared = PLAY_ORDER[action % _WILD_STEP - 1] if action % _WILD_STEP else None
        return self.cards(action), declared

    def cards(self, action: int) -> list[str]:
        """The cards of a play's action: its naturals first in the hand's order, then its
        wilds, weakest first."""
        shape = action // _WILD_STEP
        if shape == 0:
            return [SUPREME]
        rank_class, rest = shape // _SHAPES_PER_RANK, shape % _SHAPES_PER_RANK
        naturals, wild = rest // _WILD_COUNTS, rest % _WILD_COUNTS
        values, cards = self.values, []
        if naturals:
            value = rank_class - 1
            for c in self.hand:
                if values[c] == value:
                    cards.append(c)
                    if len(cards) == naturals:
                        break
        if wild:
            wilds = [c for c in self.hand if values[c] == _WILD]
            wilds.sort(key=_WILD_ORDER.__getitem__)
            cards += wilds[:wild]
        return cards


ACTIONS = ActionSpace([
    Segment("play", {"cards": _Shape, "declared_rank": Choice(PLAY_ORDER, optional=True)},
            listed=True),
    Segment("pass"),
    Segment("exchange_take", {"requests": Constant([])}),
    # returned cards are listed weakest first: the set decides, the listing orders it
    Segment("exchange_return", {"cards": Subset(standard_deck(jokers=2), (1, 2))}, listed=True),
    Segment("next_round"),
])
# a play's action: the play segment comes first, its shape the more significant digit and
# declared_rank the less
_WILD_STEP = ACTIONS.segment("play").fields["declared_rank"].size  # one wild card more
_NATURAL_STEP = _Shape.WILDS * _WILD_STEP
_WILD_COUNTS = _Shape.WILDS
_SHAPES_PER_RANK = _Shape.NATURALS * _Shape.WILDS
_RANK_BASE = {r: _Shape.number(r, 0, 0) * _WILD_STEP for r in PLAY_ORDER}
_SUPREME_PLAY = 0
_ALL_WILD = _RANK_BASE["6"]  # a declared rank's digit is added to it
_SINGLE_THREE = _RANK_BASE["3"] + _NATURAL_STEP  # a natural 3 alone
_PASS = ACTIONS.first("pass")
assert ACTIONS.first("play") == 0


def _listing_tables() -> tuple[list, list]:
    """Every lead and follow of each rank, as a listing looks them up (a hand holds at most 4
    naturals of a rank and 6 wilds, so a trick's count is at most 10): [rank value][naturals]
    [wilds] and [rank value][naturals][need][wilds]."""
    naturals, wilds = range(_Shape.NATURALS), range(_Shape.WILDS)
    leads = [[[_leads(r, k, w) for w in wilds] for k in naturals] for r in PLAY_ORDER]
    follows = [[[[_follows(r, k, need, w) for w in wilds]
                 for need in range(_Shape.NATURALS + _Shape.WILDS - 1)] for k in naturals]
               for r in PLAY_ORDER]
    return leads, follows


_LEADS, _FOLLOWS = _listing_tables()


class President(Game):
    kind = "president"
    title = "President"
    min_players = 3
    max_players = 5
    options = OPTIONS
    moves = MOVES
    codes = CODES
    schemas = SCHEMAS
    state_class = PresidentState
    actions = ACTIONS


GAME = President()
