"""Vri åtter (Crazy Eights), rules spec section 4.

Rulebook in brief:
- 52 cards, 2 to 5 players, 6 cards each (option `hand_size`). The dealer is drawn by lot;
  the next card is turned up to start the discard pile and the player left of the dealer begins.
- On your turn play one card matching the active suit or the top card's rank; an 8 is always
  legal and its player nominates the next active suit.
- Instead you may draw, one card at a time, up to `draw_limit` (3) cards; after any draw you may
  play any legal card. You may pass only after the last allowed draw or when nothing can be drawn.
- Leaving yourself one card, you must announce it on that play. Until your hand changes, anyone
  else may KNOCK on an unannounced player, who then draws `knock_penalty` (3) cards.
- Option `multi_same_rank`: several cards of one rank at once (move `play_same_rank`).
- Option `arithmetic`: two cards whose sum or difference (or product or quotient with
  `all_four`) equals the top card's value may be played together; the second lands on top.
- A player with no cards finishes; the game runs until one player holds cards. A whole lap of
  passes with nothing drawn ends it as blocked, the rest ranked by hand size.
- An empty stock is rebuilt from the discard pile under its top card.
"""

from itertools import combinations, permutations, product

from .actions import ActionSpace, Choice, Flag, Run, Segment, Sequence
from .cards import RANK_OF, RANKS, SUIT_OF, SUITS, rank, standard_deck, suit
from .deals import record as record_deal
from .declarations import MoveSpec, Option, Param
from .errors import IllegalMove
from .events import event
from .game import RESIGN, SCHEMA_VERSION, Game, State, copy_data
from .rng import Rng
from .schema import (
    BOOL,
    CARD,
    CARDS,
    GROUPS,
    INT,
    INTS,
    MAYBE_SEAT,
    SEAT,
    SUIT,
    enum,
    event_schema,
    kind_schemas,
    nullable,
    obj,
    player_schema,
    private,
    resigned_event,
    view_schema,
    with_resigned,
)
from .table import choose_dealer, deal, prepare_deck, rebuild_stock, take_card

FACE_VALUES = {"J": 11, "Q": 12, "K": 13}

OPTIONS = (
    Option("arithmetic", "choice", "off", "Play two cards whose sum or difference "
           "(all_four: also product or quotient) equals the top card's value.",
           choices=("off", "add_sub", "all_four")),
    Option("ace_value", "choice", 1, "The ace's value in arithmetic.", choices=(1, 14)),
    Option("face_cards_in_arithmetic", "bool", True,
           "J=11, Q=12, K=13 in arithmetic; false: face cards are neither operands nor targets."),
    Option("multi_same_rank", "bool", False,
           "play_same_rank: several cards of one rank at once, the first legal, the last on "
           "top."),
    Option("no_vri_first_turn", "bool", False,
           "On each player's first turn only a card of the active suit may be played."),
    Option("draw_limit", "int", 3, "Cards a player may draw in one turn.", minimum=1, maximum=52),
    Option("initial_eight", "choice", "own_suit", "What an 8 turned as the first upcard does.",
           choices=("own_suit", "any_card", "rebury")),
    Option("knock_penalty", "int", 3, "Cards a knocked player draws.", minimum=1, maximum=52),
    Option("false_knock", "choice", "reject",
           "reject: a knock on a player who is not vulnerable is refused; penalty_1: it is "
           "accepted and the knocker draws one card.", choices=("reject", "penalty_1")),
    Option("go_out_on_eight", "bool", True, "A player may play their last card(s) with an 8."),
    Option("hand_size", "choice", 6, "Cards dealt to each player.", choices=(6, 7)),
)

_ANNOUNCE = Param("bool", "Say \"one card left\": true only when the play leaves exactly one card.")
_NOMINATE = Param("suit", "The suit an 8 on top switches to; required iff the top card played "
                          "is an 8.")

MOVES = {
    "play": MoveSpec("play", "Play one card.", {
        "card": Param("card", "The card to play.", required=True),
        "nominate_suit": _NOMINATE,
        "announce": _ANNOUNCE,
    }),
    "play_same_rank": MoveSpec("play_same_rank", "With multi_same_rank: two or more cards of "
                                                 "one rank at once.", {
        "cards": Param("cards", "Two or more cards of one rank, in the order played: the first "
                                "must be playable, the last ends on top.", required=True),
        "nominate_suit": _NOMINATE,
        "announce": _ANNOUNCE,
    }),
    "play_combo": MoveSpec("play_combo", "With arithmetic: two cards, bottom then top.", {
        "cards": Param("cards", "[bottom, top]", required=True),
        "nominate_suit": _NOMINATE,
        "announce": _ANNOUNCE,
    }),
    "draw": MoveSpec("draw", "Draw one card from the stock."),
    "pass": MoveSpec("pass",
                     "End the turn after the last allowed draw, or when nothing can be drawn."),
    "knock": MoveSpec("knock", "Knock on a player who left themselves one card unannounced.", {
        "target": Param("seat", "The vulnerable player.", required=True),
    }),
    "resign": RESIGN,
}


def playable(card: str, facing: tuple) -> bool:
    """Whether `card` may start a play facing (top card's rank, active suit, any card goes,
    the player's first turn under no_vri_first_turn)."""
    top_rank, active_suit, any_card, first_turn = facing
    r = RANK_OF[card]
    if first_turn:
        return r != "8" and (any_card or SUIT_OF[card] == active_suit)
    return any_card or r == "8" or r == top_rank or SUIT_OF[card] == active_suit


_RANK_CODE = {r: i for i, r in enumerate(RANKS)}
_RANK_CODE_OF_CARD = {c: _RANK_CODE[RANK_OF[c]] for c in standard_deck()}
_EIGHTS = _RANK_CODE["8"]
_SUIT_CODE = {s: i << 4 for i, s in enumerate(SUITS)}
_ANY_CARD, _FIRST_TURN = 1 << 6, 1 << 7


def facing_code(top_rank: str, active_suit: str, any_card: bool, first_turn: bool) -> int:
    """What decides which cards a seat may play (see `playable`) as one number below 256:
    the rank's and the suit's places, any card goes, a first turn."""
    return (_RANK_CODE[top_rank] | _SUIT_CODE[active_suit] | (_ANY_CARD if any_card else 0)
            | (_FIRST_TURN if first_turn else 0))


_FACING_OF = {facing_code(*f): f for f in product(RANKS, SUITS, (False, True), (False, True))}
_PLAYABLE: list[frozenset[str] | None] = [None] * 256


def playable_cards(facing: int) -> frozenset[str]:
    """The cards `playable` facing `facing` (a `facing_code`), remembered: listing a seat's
    plays is a lookup."""
    cards = _PLAYABLE[facing]
    if cards is None:
        # a comprehension of its own: here, compiled, its closure would cost every call
        cards = _PLAYABLE[facing] = _playable_in_deck(_FACING_OF[facing])
    return cards


def _playable_in_deck(facing: tuple) -> frozenset[str]:
    return frozenset(c for c in standard_deck() if playable(c, facing))


_TOLD = 3  # telling turns kept per seat
# A telling turn is kept as [code, held, held but eights]: the code holds the move (2 bits,
# _TELLING_MOVES) and what the seat faced above it (8 bits, `facing_code`); the counts,
# neither below 0, are the cards it held beside the one drawn or played less those it has
# played since that it could not have played then, and that less the 8s it has played since
# too. A record keeps each as one number, the counts above the code (6 bits each): the
# service loads and stores a record on every move.
_TELLING_MOVES = ("draw", "pass", "eight")
_TOLD_DRAW, _TOLD_PASS, _TOLD_EIGHT = range(len(_TELLING_MOVES))


class VriAtterState(State):
    def __init__(self, game, names, options, *, hands, stock, discard, active_suit, dealer,
                 current, rng, stacked, draws=0, vulnerable=(), announced=(), finished=(),
                 idle_passes=0, had_turn=(), upcard_on_top=True, result=None, deals=(),
                 resigned=(), telling_turns=None):
        State.__init__(self, game)
        self.names = names
        self.options = options
        self.hands = hands
        self.stock = stock  # index 0 is the top
        self.discard = discard  # last is the top
        self.active_suit = active_suit
        self.dealer = dealer
        self.current = current
        self.rng = rng
        self.stacked = stacked
        self.draws = draws
        self.vulnerable = set(vulnerable)
        self.announced = set(announced)
        self.finished_order = [list(p) for p in finished]
        self.idle_passes = idle_passes  # consecutive turns ended by PASS with nothing drawn
        self.had_turn = set(had_turn)
        self.upcard_on_top = upcard_on_top
        self.result = result
        self.deals = list(deals)
        self.resigned = list(resigned)
        # per seat, its last telling turns (_TOLD at most, the oldest first), each one that
        # drew, passed or played an 8 (drawing nothing first): public facts that a player with
        # a perfect memory keeps (view(memory=True)), from which the bots read what an
        # opponent could not play
        self.telling_turns = [[[n & 1023, n >> 10 & 63, n >> 16 & 63] for n in turns]
                              for turns in telling_turns] if telling_turns \
            else [[] for _ in names]
        # options read on every move
        self._limit = options["draw_limit"]
        self._first_turn = options["no_vri_first_turn"]
        self._any_card_upcard = options["initial_eight"] == "any_card"
        self._penalty_knocks = options["false_knock"] == "penalty_1"
        # one card at a time (as _playable says): legal moves and actions written out
        self._simple = not (options["multi_same_rank"] or options["arithmetic"] != "off"
                            or not options["go_out_on_eight"])

    # -- creation and serialization --------------------------------------------------------

    @classmethod
    def deal(cls, game, players, options, rng, deck, dealer):
        n = len(players)
        stock = prepare_deck(standard_deck(), rng, deck)
        dealer = choose_dealer(n, rng, dealer)
        dealt_order = list(stock)
        hands = deal(stock, n, dealer, options["hand_size"])
        upcard = stock.pop(0)
        reburied = []
        while options["initial_eight"] == "rebury" and rank(upcard) == "8":
            reburied.append(upcard)
            stock.append(upcard)
            upcard = stock.pop(0)
        state = cls(game, players, options, hands=hands, stock=stock, discard=[upcard],
                    active_suit=suit(upcard), dealer=dealer, current=(dealer + 1) % n,
                    rng=rng, stacked=deck is not None)
        record_deal(state.deals, 1, dealer, dealt_order)
        dealt = event(
            "dealt",
            {"dealer": dealer, "upcard": upcard, "reburied": reburied,
             "hand_counts": [len(h) for h in hands], "to_play": state.current},
            {seat: {"hand": list(h)} for seat, h in enumerate(hands)},
        )
        return state, [dealt]

    def to_dict(self) -> dict:
        out = {
            "schema": SCHEMA_VERSION, "kind": self.game.kind, "names": list(self.names),
            "options": dict(self.options), "hands": [list(h) for h in self.hands],
            "stock": list(self.stock), "discard": list(self.discard),
            "active_suit": self.active_suit, "dealer": self.dealer, "current": self.current,
            "rng": self.rng.to_dict(), "stacked": self.stacked, "draws": self.draws,
            "vulnerable": sorted(self.vulnerable), "announced": sorted(self.announced),
            "finished": [list(p) for p in self.finished_order],
            "idle_passes": self.idle_passes, "had_turn": sorted(self.had_turn),
            "upcard_on_top": self.upcard_on_top,
            "deals": [dict(d, deck=list(d["deck"])) for d in self.deals],
            "result": None if self.result is None else {
                "finishing_order": [list(p) for p in self.result["finishing_order"]],
                "blocked": self.result["blocked"],
                **({"resigned": list(self.resigned)} if self.resigned else {})},
        }
        if self.resigned:  # states without a resignation keep the shape they always had
            out["resigned"] = list(self.resigned)
        if any(self.telling_turns):  # as do states before any such turn, and finished ones
            out["telling_turns"] = [[code | held << 10 | but_eights << 16
                                     for code, held, but_eights in turns]
                                    for turns in self.telling_turns]
        return out

    @classmethod
    def from_dict(cls, game, data):
        """The state `data` describes; it takes `data`'s lists as its own."""
        return cls(
            game, data["names"], data["options"], hands=data["hands"], stock=data["stock"],
            discard=data["discard"], active_suit=data["active_suit"], dealer=data["dealer"],
            current=data["current"], rng=Rng.from_dict(data["rng"]), stacked=data["stacked"],
            draws=data["draws"], vulnerable=data["vulnerable"], announced=data["announced"],
            finished=data["finished"], idle_passes=data["idle_passes"],
            had_turn=data["had_turn"], upcard_on_top=data["upcard_on_top"],
            result=data["result"], deals=data.get("deals", ()),
            resigned=data.get("resigned", ()), telling_turns=data.get("telling_turns"),
        )

    def full_deck(self) -> list[str]:
        return standard_deck()

    def seed(self) -> str:
        return self.rng.seed

    def stream(self) -> int:
        return self.rng.stream

    # -- queries ---------------------------------------------------------------------------

    @property
    def top(self) -> str:
        return self.discard[-1]

    def holders(self) -> list[int]:
        return [s for s, h in enumerate(self.hands) if h]

    def to_act(self) -> list[int]:
        return [] if self.result is not None else [self.current]

    def stage(self) -> list:
        # a turn ends when play moves on to the next holder: nobody plays twice in a row
        return [self.current]

    def can_draw(self) -> bool:
        return bool(self.stock) or len(self.discard) > 1

    def _first_turn_rule(self, seat: int) -> bool:
        return self._first_turn and seat not in self.had_turn

    def _facing(self, seat: int) -> int:
        """What decides which cards `seat` may play now (a `facing_code`, made here without
        the call: this runs on every listing)."""
        top = _RANK_CODE_OF_CARD[self.discard[-1]]
        code = top | _SUIT_CODE[self.active_suit]
        if self.upcard_on_top and self._any_card_upcard and top == _EIGHTS:
            code |= _ANY_CARD
        if self._first_turn and seat not in self.had_turn:
            code |= _FIRST_TURN
        return code

    def _playable(self, seat: int, card: str) -> bool:
        """Whether `card` may start a play on the current top card."""
        return card in playable_cards(self._facing(seat))

    def _value(self, card: str) -> int | None:
        r = RANK_OF[card]
        if r == "A":
            return self.options["ace_value"]
        if r in FACE_VALUES:
            return FACE_VALUES[r] if self.options["face_cards_in_arithmetic"] else None
        return int(r)

    def _combo_matches(self, seat: int, bottom: str, top: str) -> bool:
        if self._first_turn_rule(seat):
            return False
        a, b, target = self._value(bottom), self._value(top), self._value(self.discard[-1])
        if a is None or b is None or target is None:
            return False
        if a + b == target or abs(a - b) == target:
            return True
        if self.options["arithmetic"] == "all_four":
            return a * b == target or any(x == y * target for x, y in ((a, b), (b, a)))
        return False

    def _finish_on_eight_forbidden(self, seat: int, cards: list[str]) -> bool:
        return (not self.options["go_out_on_eight"] and len(cards) == len(self.hands[seat])
                and any(RANK_OF[c] == "8" for c in cards))

    # -- legal moves -----------------------------------------------------------------------

    def legal_moves(self, seat: int) -> list[dict]:
        if self.result is not None or seat in self.resigned:
            return []
        moves = [{"type": "knock", "target": t} for t in self._knock_targets(seat)] \
            if self.vulnerable or self._penalty_knocks else []
        if seat != self.current:
            return moves
        hand = self.hands[seat]
        if self._simple:
            leaves_one = len(hand) == 2
            for c in self._simple_plays(seat):
                if RANK_OF[c] == "8":
                    plays = [{"type": "play", "card": c, "nominate_suit": s} for s in SUITS]
                else:
                    plays = [{"type": "play", "card": c}]
                moves += plays
                if leaves_one:
                    moves += [{**p, "announce": True} for p in plays]
        else:
            plays: list[tuple[str, list[str]]] = [("play", [c]) for c in hand
                                                  if self._playable(seat, c)]
            if self.options["multi_same_rank"]:
                plays += [("play_same_rank", seq) for seq in self._same_rank_sequences(seat)]
            if self.options["arithmetic"] != "off":
                plays += [("play_combo", [a, b]) for a, b in permutations(hand, 2)
                          if self._combo_matches(seat, a, b)]
            for kind, cards in plays:
                if not self._finish_on_eight_forbidden(seat, cards):
                    moves += self._play_variants(kind, cards, len(hand) - len(cards) == 1)
        moves.append({"type": "draw"} if self._draw_allowed() else {"type": "pass"})
        return moves

    def legal_actions(self, seat: int) -> list[int]:
        """Under the rules of one card at a time, made as actions directly (the same list as
        legal_moves', numbered): this runs on every decision of a bot or an agent."""
        knocks = self.vulnerable or self._penalty_knocks
        if seat != self.current and not knocks:  # out of turn, only a knock could be made
            return []
        if not self._simple:
            return State.legal_actions(self, seat)
        if self.result is not None or seat in self.resigned:
            return []
        actions = [_KNOCKS[t] for t in self._knock_targets(seat)] if knocks else []
        if seat == self.current:
            plays = _ANNOUNCED_PLAYS if len(self.hands[seat]) == 2 else _PLAYS
            for c in self._simple_plays(seat):
                actions += plays[c]
            actions.append(_DRAW if self._draw_allowed() else _PASS)
        return self._keep_listing(seat, actions, None) if actions else actions

    def _apply_listed_action(self, seat, action, actions, made_of):
        """An action of the listing made as actions directly (legal_actions) is made without
        a move: its listing checked it."""
        if made_of is not None:
            return State._apply_listed_action(self, seat, action, actions, made_of)
        play = _SINGLE_PLAYS.get(action)
        if play is not None:
            return self._play_listed(seat, *play)
        if action == _DRAW:
            return self._draw()
        if action == _PASS:
            return self._pass()
        return self._knock(seat, _KNOCKS.index(action))

    def _apply_listed_move(self, seat, move):
        """A play of one card as listed is made without checking it again (the bots'
        playouts)."""
        if move["type"] != "play" or not self._simple:
            return State._apply_listed_move(self, seat, move)
        return self._play_listed(seat, move["card"], move.get("nominate_suit"),
                                 move.get("announce", False))

    def play_listed(self, seat: int, card: str, nominated: str | None,
                    announce: bool) -> list[dict]:
        """`apply_listed` of a listed play of one card under the rules of one card at a time,
        given by its parts (the bots' playouts make one on most plies)."""
        self._listed.clear()
        return self._play_listed(seat, card, nominated, announce)

    def _play_listed(self, seat: int, card: str, nominated: str | None,
                     announce: bool) -> list[dict]:
        """A play of one card as the seat's listing made it: legal, so not checked again."""
        return self._played(seat, "play", [card], nominated, announce,
                            self._facing(seat) if nominated else None)

    def _simple_plays(self, seat: int) -> list[str]:
        """The cards the current seat may play under the rules of one card at a time: this
        runs on every decision."""
        playable_now = playable_cards(self._facing(seat))
        return [c for c in self.hands[seat] if c in playable_now]

    def _draw_allowed(self) -> bool:
        return self.draws < self._limit and bool(self.stock or len(self.discard) > 1)

    def _knock_targets(self, seat: int) -> list[int]:
        if self._penalty_knocks:
            return [t for t in range(len(self.names)) if t != seat]
        return sorted(t for t in self.vulnerable if t != seat)

    def _same_rank_sequences(self, seat: int) -> list[list[str]]:
        """Plays of 2+ cards of one rank: each choice of first and last card, middle in hand
        order."""
        hand = self.hands[seat]
        out = []
        for r in sorted({RANK_OF[c] for c in hand}, key=RANKS.index):
            group = [c for c in hand if RANK_OF[c] == r]
            for size in range(2, len(group) + 1):
                for first, last in permutations(group, 2):
                    if not self._playable(seat, first):
                        continue
                    middles = [c for c in group if c not in (first, last)]
                    for chosen in combinations(middles, size - 2):
                        out.append([first, *chosen, last])
        return out

    @staticmethod
    def _play_variants(kind: str, cards: list[str], leaves_one: bool) -> list[dict]:
        base = {"type": kind}
        base.update({"card": cards[0]} if kind == "play" else {"cards": cards})
        bases = [base]
        if RANK_OF[cards[-1]] == "8":
            bases = [{**base, "nominate_suit": s} for s in SUITS]
        if leaves_one:
            bases += [{**b, "announce": True} for b in bases]
        return bases

    # -- applying moves --------------------------------------------------------------------

    def _apply(self, seat, kind, params):
        if seat in self.resigned:
            raise IllegalMove("NOT_IN_PLAY", "you resigned from this game")
        if kind == "knock":
            return self._knock(seat, params["target"])
        if kind == "play_same_rank" and not self.options["multi_same_rank"]:
            raise IllegalMove("VARIANT_DISABLED", "several cards in one play need multi_same_rank")
        if kind == "play_combo" and self.options["arithmetic"] == "off":
            raise IllegalMove("VARIANT_DISABLED", "combinations need the arithmetic option")
        if seat != self.current:
            raise IllegalMove("NOT_YOUR_TURN", f"it is {self.names[self.current]}'s turn")
        if kind == "draw":
            return self._draw()
        if kind == "pass":
            return self._pass()
        return self._play(seat, kind, params)

    def _play(self, seat, kind, params):
        hand = self.hands[seat]
        cards = self._cards_of(kind, params)
        if len(cards) > 1:
            if len(set(cards)) != len(cards):
                raise IllegalMove("INVALID_COMBINATION", "a card may be played only once")
            if kind == "play_same_rank" and len({RANK_OF[c] for c in cards}) != 1:
                raise IllegalMove("INVALID_COMBINATION",
                                  "cards played together must share one rank")
        if kind == "play_combo" and len(cards) != 2:
            raise IllegalMove("INVALID_COMBINATION", "a combination is exactly two cards")
        nominated = params.get("nominate_suit")
        last_eight = RANK_OF[cards[-1]] == "8"
        if last_eight and nominated is None:
            raise IllegalMove("MISSING_SUIT_NOMINATION", "an 8 on top needs nominate_suit")
        if not last_eight and nominated is not None:
            raise IllegalMove("UNEXPECTED_SUIT_NOMINATION", "only an 8 on top nominates a suit")
        announce = params.get("announce", False)
        if announce and len(hand) - len(cards) != 1:
            raise IllegalMove("INVALID_ANNOUNCEMENT", "announce only when one card is left")
        missing = [c for c in cards if c not in hand]
        if missing:
            raise IllegalMove("CARD_NOT_IN_HAND", f"{', '.join(missing)} not in your hand")
        facing = self._facing(seat)
        if kind == "play_combo":
            legal = self._combo_matches(seat, cards[0], cards[1])
        else:
            legal = cards[0] in playable_cards(facing)
        if not legal:
            raise IllegalMove("NO_MATCH", f"{' '.join(cards)} cannot be played on {self.top}")
        if self._finish_on_eight_forbidden(seat, cards):
            raise IllegalMove("CANNOT_FINISH_ON_EIGHT", "the last card(s) may not include an 8")
        return self._played(seat, kind, cards, nominated, announce, facing)

    def _played(self, seat, kind, cards, nominated, announce, facing):
        """A legal play made (`facing`: what the seat faced, see `_facing`)."""
        hand = self.hands[seat]
        for c in cards:
            take_card(hand, c)
        self.discard.extend(cards)
        for told in self.telling_turns[seat]:
            playable_then = playable_cards(told[0] >> 2)
            for c in cards:
                if c not in playable_then:
                    if told[1]:
                        told[1] -= 1
                    if told[2]:
                        told[2] -= 1
                elif told[2] and RANK_OF[c] == "8":
                    told[2] -= 1
        self.upcard_on_top = False
        self.active_suit = nominated or SUIT_OF[cards[-1]]
        self.idle_passes = 0
        self.vulnerable.discard(seat)
        self.announced.discard(seat)
        if len(hand) == 1:
            (self.announced if announce else self.vulnerable).add(seat)
        if nominated and kind == "play" and not self.draws:
            self._told(seat, _TOLD_EIGHT, facing, len(hand))
        events = [] if self.quiet else [event("played", {
            "seat": seat, "cards": cards, "combo": kind == "play_combo",
            "nominate_suit": nominated, "announce": announce, "active_suit": self.active_suit,
            "vulnerable": seat in self.vulnerable,
        })]
        if not hand:
            self.finished_order.append([seat])
            if not self.quiet:
                events.append(event("finished", {"seat": seat,
                                                 "position": len(self.finished_order)}))
        events += self._end_turn(seat)
        return events

    def _told(self, seat: int, move: int, facing: int, held: int) -> None:
        """A telling turn of `move` (_TOLD_DRAW, _TOLD_PASS or _TOLD_EIGHT)."""
        turns = self.telling_turns[seat]
        turns.append([move | facing << 2, held, held])
        if len(turns) > _TOLD:
            del turns[0]

    @staticmethod
    def _cards_of(kind, params) -> list[str]:
        if kind == "play":
            return [params["card"]]
        if kind == "play_same_rank" and len(params["cards"]) < 2:
            raise IllegalMove("BAD_PARAMETERS", "play_same_rank takes two or more cards (one "
                                                "card is a play)", "cards")
        return params["cards"]

    def _draw(self):
        if self.draws >= self._limit:
            raise IllegalMove("DRAW_LIMIT_REACHED", "no more draws this turn: play or pass")
        if not (self.stock or len(self.discard) > 1):
            raise IllegalMove("NO_CARDS_TO_DRAW", "the stock and the discard pile are empty")
        events: list[dict] = []
        card = self._take_card(events)
        seat = self.current
        self._told(seat, _TOLD_DRAW, self._facing(seat), len(self.hands[seat]))
        self.hands[seat].append(card)
        self.draws += 1
        self.idle_passes = 0
        self.vulnerable.discard(seat)
        self.announced.discard(seat)
        if not self.quiet:
            events.append(event("drew", {"seat": seat, "count": 1, "draws_this_turn": self.draws},
                                {seat: {"cards": [card]}}))
        return events

    def _pass(self):
        if self.draws < self._limit and (self.stock or len(self.discard) > 1):
            raise IllegalMove("CANNOT_PASS_YET", "draw first: you may pass after "
                              f"{self._limit} draws or when nothing can be drawn")
        seat = self.current
        self._told(seat, _TOLD_PASS, self._facing(seat), len(self.hands[seat]))
        if self.draws == 0:
            self.idle_passes += 1
        events = [] if self.quiet else [event("passed", {"seat": seat})]
        if self.idle_passes >= len(self.holders()):
            return events + self._end_blocked()
        return events + self._end_turn(seat)

    def _knock(self, seat, target):
        if target == seat:
            raise IllegalMove("INVALID_KNOCK", "you cannot knock on yourself")
        if target not in self.vulnerable:
            if not self._penalty_knocks:
                raise IllegalMove("INVALID_KNOCK", f"{self.names[target]} is not open to a knock")
            return self._false_knock(seat, target)
        events: list[dict] = []
        drawn = [self._take_card(events) for _ in range(self.options["knock_penalty"])
                 if self.can_draw()]
        self.hands[target].extend(drawn)
        self.vulnerable.discard(target)
        if drawn:
            self.idle_passes = 0
            self._hand_changed(target)
        if not self.quiet:
            events.append(event("knocked", {"seat": seat, "target": target, "count": len(drawn)},
                                {target: {"cards": drawn}}))
        return events

    def _false_knock(self, seat, target):
        events: list[dict] = []
        drawn = []
        # A player who has finished has left the round: a false knock costs them nothing.
        if self.hands[seat] and self.can_draw():
            drawn.append(self._take_card(events))
            self.hands[seat].extend(drawn)
            self.idle_passes = 0
            self._hand_changed(seat)
        if not self.quiet:
            events.append(event("false_knock", {"seat": seat, "target": target,
                                                "count": len(drawn)}, {seat: {"cards": drawn}}))
        return events

    def _take_card(self, events: list[dict]) -> str:
        if not self.stock:
            self.stock = rebuild_stock(self.discard, self.rng, self.stacked)
            if not self.quiet:
                events.append(event("reshuffled", {"stock_count": len(self.stock)}))
        return self.stock.pop(0)

    def _hand_changed(self, seat: int) -> None:
        self.vulnerable.discard(seat)
        self.announced.discard(seat)

    def _end_turn(self, seat: int) -> list[dict]:
        self.had_turn.add(seat)
        self.draws = 0
        hands = self.hands
        n = len(hands)
        nxt = None
        holders = 0
        for step in range(1, n + 1):
            s = (seat + step) % n
            if hands[s]:
                holders += 1
                if nxt is None and s != seat:
                    nxt = s
        if holders <= 1:
            last = self.holders()
            self.finished_order += [last] if last else []
            return self._game_over(blocked=False)
        self.current = nxt
        return [] if self.quiet else [event("turn", {"seat": nxt})]

    def _end_blocked(self) -> list[dict]:
        by_count: dict[int, list[int]] = {}
        for s in self.holders():
            by_count.setdefault(len(self.hands[s]), []).append(s)
        self.finished_order += [by_count[k] for k in sorted(by_count)]
        return self._game_over(blocked=True)

    def _game_over(self, blocked: bool) -> list[dict]:
        self.vulnerable.clear()
        self.telling_turns = [[] for _ in self.names]
        # who resigned is scored below everyone who played on, the first to resign last
        self.finished_order += [[s] for s in reversed(self.resigned)]
        self.result = {"finishing_order": self.finished_order, "blocked": blocked}
        if self.resigned:
            self.result["resigned"] = list(self.resigned)
        return [] if self.quiet else [event("game_over", copy_data(self.result))]

    def _resign(self, seat):
        hand = self.hands[seat]
        if seat in self.resigned or not hand:
            raise IllegalMove("NOT_IN_PLAY", "you hold no cards: you are out of this game")
        # the hand goes face down under the stock, and the seat leaves the rotation
        self.stock.extend(hand)
        self.hands[seat] = []
        self.telling_turns[seat] = []
        self.resigned.append(seat)
        self._hand_changed(seat)
        self.idle_passes = 0
        events = [] if self.quiet else [event("resigned", {
            "seat": seat, "to_stock": len(hand), "stock_count": len(self.stock)})]
        holders = self.holders()
        if len(holders) <= 1:
            self.finished_order += [holders] if holders else []
            return events + self._game_over(blocked=False)
        if seat == self.current:
            self.draws = 0
            self.current = next(s for s in holders if s > seat) if holders[-1] > seat \
                else holders[0]
            if not self.quiet:
                events.append(event("turn", {"seat": self.current}))
        return events

    def resigned_seats(self) -> list[int]:
        return list(self.resigned)

    # -- views -----------------------------------------------------------------------------

    def view(self, viewer: int | None, memory: bool = False) -> dict:
        out = self.base_view(viewer)
        position = {s: i + 1 for i, group in enumerate(self.finished_order) for s in group}
        for p in out["players"]:
            s = p["seat"]
            p.update(hand_count=len(self.hands[s]), vulnerable=s in self.vulnerable,
                     announced=s in self.announced, finished_position=position.get(s),
                     had_turn=s in self.had_turn)
            if memory and self.telling_turns[s]:
                p["telling_turns"] = [_telling_turn(told) for told in self.telling_turns[s]]
        out.update(
            phase="finished" if self.finished else "turn",
            dealer=self.dealer,
            current=None if self.finished else self.current,
            top_card=self.top,
            active_suit=self.active_suit,
            active_rank=rank(self.top),
            discard_pile=list(self.discard),
            stock_count=len(self.stock),
            draws_this_turn=self.draws,
            idle_passes=self.idle_passes,
            upcard_on_top=self.upcard_on_top,
            finishing_order=[list(p) for p in self.finished_order],
        )
        if viewer is not None:
            out["hand"] = list(self.hands[viewer])
        return out


def _telling_turn(told: list[int]) -> dict:
    """A telling turn as views with memory show it (see _TOLD)."""
    code, held, but_eights = told
    top_rank, active_suit, any_card, first_turn = _FACING_OF[code >> 2]
    return {"move": _TELLING_MOVES[code & 3], "top_rank": top_rank, "active_suit": active_suit,
            "any_card": any_card, "first_turn": first_turn, "held_since": held,
            "held_since_but_eights": but_eights}


CODES = ("CANNOT_PASS_YET", "DRAW_LIMIT_REACHED", "NO_CARDS_TO_DRAW", "NO_MATCH",
         "MISSING_SUIT_NOMINATION", "UNEXPECTED_SUIT_NOMINATION", "INVALID_ANNOUNCEMENT",
         "INVALID_KNOCK", "CANNOT_FINISH_ON_EIGHT")

_RESULT = {"finishing_order": GROUPS,
           "blocked": {**BOOL, "description": "A whole lap passed with nothing drawn."}}
RESIGNED_FIELDS = {"to_stock": {**INT, "description": "Cards the seat held, put face down "
                                                 "under the stock."},
                   "stock_count": INT}
_HAND = private(CARDS, "the seat itself")
_DREW = private(CARDS, "the seat that drew")

SCHEMAS = kind_schemas("vri_atter", "Vri åtter", MOVES, OPTIONS, parts={
    "View": view_schema("vri_atter", "Vri åtter", {
        "dealer": SEAT, "current": MAYBE_SEAT, "top_card": CARD, "active_suit": SUIT,
        "active_rank": {"type": "string"}, "discard_pile": CARDS, "stock_count": INT,
        "draws_this_turn": INT,
        "idle_passes": {**INT, "description": "Turns in a row ended by a pass with nothing "
                                              "drawn (a whole lap of them blocks the game)."},
        "upcard_on_top": {**BOOL, "description": "The top card is still the one turned up at "
                                                 "the deal."},
        "finishing_order": GROUPS, "hand": _HAND,
    }, optional=["hand"]),
    "Player": player_schema("Vri åtter", {
        "hand_count": INT, "vulnerable": {**BOOL, "description": "Open to a knock."},
        "announced": BOOL, "finished_position": MAYBE_SEAT,
        "had_turn": {**BOOL, "description": "Has had a turn (no_vri_first_turn)."}}),
    "Phase": enum("turn", "finished"),
    "Result": obj(with_resigned(_RESULT), optional=["resigned"]),
}, events={
    "dealt": event_schema("dealt", {"dealer": SEAT, "upcard": CARD, "reburied": CARDS,
                                    "hand_counts": INTS, "to_play": SEAT, "hand": _HAND},
                          optional=["hand"]),
    "played": event_schema("played", {
        "seat": SEAT, "cards": CARDS, "combo": BOOL, "nominate_suit": nullable(SUIT),
        "announce": BOOL, "active_suit": SUIT, "vulnerable": BOOL}),
    "drew": event_schema("drew", {"seat": SEAT, "count": INT, "draws_this_turn": INT,
                                  "cards": _DREW}, optional=["cards"]),
    "passed": event_schema("passed", {"seat": SEAT}),
    "knocked": event_schema("knocked", {"seat": SEAT, "target": SEAT, "count": INT,
                                        "cards": private(CARDS, "the knocked seat")},
                            optional=["cards"]),
    "false_knock": event_schema("false_knock", {
        "seat": SEAT, "target": SEAT, "count": INT, "cards": private(CARDS, "the knocker")},
        optional=["cards"]),
    "reshuffled": event_schema("reshuffled", {"stock_count": INT}),
    "turn": event_schema("turn", {"seat": SEAT}),
    "finished": event_schema("finished", {"seat": SEAT, "position": INT}),
    "game_over": event_schema("game_over", with_resigned(_RESULT), optional=["resigned"]),
    "resigned": resigned_event(RESIGNED_FIELDS),
})


_PLAYED = {"nominate_suit": Choice(SUITS, optional=True), "announce": Flag()}
_DECK = standard_deck()
ACTIONS = ActionSpace([
    Segment("play", {"card": Choice(_DECK), **_PLAYED}),
    Segment("play_same_rank", {"cards": Run(RANKS, SUITS), **_PLAYED}),
    Segment("play_combo", {"cards": Sequence(_DECK, 2), **_PLAYED}),
    Segment("draw"),
    Segment("pass"),
    Segment("knock", {"target": Choice(range(5))}),
])
_DRAW, _PASS = ACTIONS.first("draw"), ACTIONS.first("pass")
_KNOCKS = [ACTIONS.encode({"type": "knock", "target": t}) for t in range(5)]
# each card's plays under the rules of one card at a time, as legal_moves lists them (an 8 with
# each nominated suit), and with those that announce too, for a play that leaves one card
_PLAYS = {c: [ACTIONS.encode(m) for m in VriAtterState._play_variants("play", [c], False)]
          for c in _DECK}
_ANNOUNCED_PLAYS = {c: [ACTIONS.encode(m) for m in VriAtterState._play_variants("play", [c], True)]
                    for c in _DECK}
# what each of those actions plays: card, nominated suit, announced
_SINGLE_PLAYS = {ACTIONS.encode(m): (m["card"], m.get("nominate_suit"), m.get("announce", False))
                 for c in _DECK for m in VriAtterState._play_variants("play", [c], True)}


class VriAtter(Game):
    kind = "vri_atter"
    title = "Vri åtter"
    min_players = 2
    max_players = 5
    options = OPTIONS
    moves = MOVES
    codes = CODES
    schemas = SCHEMAS
    state_class = VriAtterState
    actions = ACTIONS


GAME = VriAtter()
