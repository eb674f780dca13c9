"""Dač, a Cabo-like memory game, rules spec section 2.

Rulebook in brief:
- 52 cards (two decks for 9-16 players). Each player gets 4 face-down cards in a row of slots
  whose numbers never change; before play each player may look at 2 of them.
- On your turn draw the top stock card (only you see it) or take the top discard, then put it in
  one of your slots, discarding the card that was there face up, or (a stock card only) discard
  it. A discarded Queen lets its discarder look at one own card; a Jack makes them swap one of
  their cards with another player's, blind.
- After each turn discard every player may snap: turn up own cards of the same rank to discard
  them. A wrong card goes back, known to all, and costs a penalty card nobody sees.
- Calling Dač at the end of a turn gives everyone else one more turn; then all cards are turned
  up. A=1 … 10, J=11, Q=12, red K=0, black K=13; the lowest total wins.
- Nobody, the owner included, is ever shown a face-down card they have not legitimately seen.
"""

from functools import cache
from itertools import combinations

from .actions import ActionSpace, Choice, Flag, Segment, Sequence, Subset
from .cards import CARD_IDS, RANK_OF, RED_SUITS, rank, standard_deck, suit
from .deals import record as record_deal
from .declarations import MoveSpec, Option, Param
from .errors import IllegalMove, bad_parameters
from .events import event
from .game import RESIGN, Game, RecordState, copy_data
from .rng import Rng
from .schema import (
    BOOL,
    CARD,
    CARDS,
    INT,
    INTS,
    MAYBE_SEAT,
    SEAT,
    SEATS,
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
from .table import choose_dealer, deal, prepare_deck, rebuild_stock

ROW = 4
POINTS = {"A": 1, "J": 11, "Q": 12}

OPTIONS = (
    Option("decks", "choice", "auto", "auto: one deck for 2-8 players, two for 9-16.",
           choices=("auto", 1, 2)),
    Option("max_players", "int", 16, "The most players a game may seat.", minimum=2, maximum=16),
    Option("initial_peek", "choice", "choose", "fixed_first_two: slots 0 and 1 are shown to "
           "their owner at the deal.", choices=("choose", "fixed_first_two")),
    Option("initial_upcard", "bool", False, "Turn the top stock card up to start the pile."),
    Option("snap_window", "choice", "all_respond", "until_next_draw: no pass needed; the window "
           "closes at the next player's draw.", choices=("all_respond", "until_next_draw")),
    Option("discarder_may_snap", "bool", True, "The turn's discarder may snap too."),
    Option("snap_others", "bool", False, "A snap may name another player's slot, giving one "
           "of one's own cards in return."),
    Option("snap_limit", "choice", "unlimited", "first_only: the window closes at the first "
           "successful snap.", choices=("unlimited", "first_only")),
    Option("failed_snap_card", "choice", "returns", "stays_discarded: a wrong card stays on "
           "the pile.", choices=("returns", "stays_discarded")),
    Option("power_source", "choice", "any_turn_discard", "drawn_from_stock_only: only a stock "
           "card discarded unused gives a power.", choices=("any_turn_discard",
                                                            "drawn_from_stock_only")),
    Option("jack_optional", "bool", False, "The Jack swap may be skipped."),
    Option("jack_look", "bool", False, "The Jack swap shows its actor both cards."),
    Option("lock_caller_layout", "bool", False, "After the call, the caller's cards cannot be "
           "swapped by a Jack."),
    Option("dac_timing", "choice", "end_of_turn", "instead_of_turn: CALL_DAC replaces a turn.",
           choices=("end_of_turn", "instead_of_turn")),
    Option("dac_min_full_rounds", "int", 0, "Turns every player must complete before a call.",
           minimum=0, maximum=100),
    Option("scoring", "choice", "single_round", "cumulative: rounds until a total reaches "
           "target_score.", choices=("single_round", "cumulative")),
    Option("target_score", "int", 100, "The total that ends a cumulative match.",
           minimum=1, maximum=10_000),
    Option("caller_penalty", "int", 0, "Added to the caller's score when not strictly lowest.",
           minimum=0, maximum=1000),
    Option("memory_aid", "bool", False,
           "Views show each player the face-down cards they have seen."),
)

_CALL = Param("bool", "Call Dač, ending the round after everyone else's next turn.")
MOVES = {
    "initial_peek": MoveSpec("initial_peek", "Look at up to two own slots before play.", {
        "slots": Param("ints", "0 to 2 own slot numbers.", required=True)}),
    "draw_stock": MoveSpec("draw_stock", "Draw the top stock card (only you see it)."),
    "take_discard": MoveSpec("take_discard", "Take the top discard (it must replace a card)."),
    "call_dac": MoveSpec("call_dac", "With dac_timing = instead_of_turn: call instead of a turn."),
    "replace": MoveSpec("replace", "Put the pending card in a slot; its card is discarded.", {
        "slot": Param("int", "An occupied own slot.", required=True), "call_dac": _CALL}),
    "discard_drawn": MoveSpec("discard_drawn", "Discard the card drawn from the stock.",
                              {"call_dac": _CALL}),
    "queen_peek": MoveSpec("queen_peek", "Queen power: look at one own card.", {
        "slot": Param("int", "An occupied own slot.", required=True), "call_dac": _CALL}),
    "skip_power": MoveSpec("skip_power", "Do not use the Queen (or optional Jack) power.",
                           {"call_dac": _CALL}),
    "jack_swap": MoveSpec("jack_swap", "Jack power: swap one own card with another player's.", {
        "own_slot": Param("int", "An occupied own slot.", required=True),
        "target_player": Param("seat", "Another player.", required=True),
        "target_slot": Param("int", "An occupied slot of that player.", required=True),
        "call_dac": _CALL}),
    "snap": MoveSpec("snap", "Turn up cards of the window's rank to discard them.", {
        "slots": Param("snaps", "Own slot numbers; with snap_others also "
                                "{player, slot, give_slot} entries.", required=True)}),
    "pass_snap": MoveSpec("pass_snap", "Do not snap in this window."),
    "next_round": MoveSpec("next_round", "Deal the next round (cumulative scoring)."),
    "resign": RESIGN,
}

_PHASE_ACTIONS = {
    "setup_peek": {"initial_peek"},
    "turn_draw": {"draw_stock", "take_discard", "call_dac"},
    "turn_resolve": {"replace", "discard_drawn"},
    "power_q": {"queen_peek", "skip_power"},
    "power_j": {"jack_swap", "skip_power"},
    "snap_window": {"snap", "pass_snap"},
    "round_over": {"next_round"},
}
_OUT_OF_TURN = {"initial_peek", "snap", "pass_snap", "next_round"}
_NOT_IN_TURN = {"setup_peek", "snap_window", "round_over"}


def decks_for(n: int, options: dict) -> int:
    return options["decks"] if options["decks"] != "auto" else (1 if n <= 8 else 2)


def _round_copy(summary: dict) -> dict:
    return {**summary, "layouts": [list(row) for row in summary["layouts"]],
            "scores": list(summary["scores"]), "winners": list(summary["winners"])}


def _card_points(card: str) -> int:
    r = rank(card)
    if r == "K":
        return 0 if suit(card) in RED_SUITS else 13
    return POINTS.get(r) or int(r)


# every card's points, looked up: a bot's playout asks on every ply
_POINTS_OF = {c: _card_points(c) for c in CARD_IDS if rank(c) != "JK"}


def points(card: str) -> int:
    return _POINTS_OF[card]


def _held(row: list[str | None]) -> int:
    """The cards in a row: its slots less the empty ones."""
    held = 0
    for card in row:
        if card is not None:
            held += 1
    return held


def _row_points(row: list[str | None]) -> int:
    total = 0
    for card in row:
        if card is not None:
            total += _POINTS_OF[card]
    return total


def _lowest(scores: list[int]) -> list[int]:
    """The seats of the lowest score."""
    low = scores[0]
    for score in scores:
        if score < low:
            low = score
    return [p for p in range(len(scores)) if scores[p] == low]


class DacState(RecordState):
    default_moves = ("pass_snap", "next_round")
    has_rounds = True
    FIELDS = ("names", "options", "decks", "dealer", "rows", "known", "stock", "discard",
              "phase", "current", "peeked", "pending", "window", "caller", "caller_turn_over",
              "turns_done", "call_ok", "round_no", "totals", "rounds", "rng", "stacked", "result")

    def __init__(self, game, data):
        RecordState.__init__(self, game, data)
        # public facts of each face-down card that views with memory show (the bots read
        # them), per slot, None where there are none: [for a card kept from a stock draw, the
        # card it replaced (else None), and whether its keeper had seen that one; for a card
        # its owner had seen, the lowest turned-up card the owner kept it over (a drawn card
        # discarded, a card replaced elsewhere; else None), and whether it kept it over a
        # card it had not seen]. A round over, or in records from before they were kept, none.
        self.facts = data.get("facts")
        if self.facts is None:
            self._forget_facts()

    def to_dict(self) -> dict:
        out = RecordState.to_dict(self)
        if any(any(row) for row in self.facts):
            out["facts"] = copy_data(self.facts)
        return out

    @classmethod
    def deal(cls, game, players, options, rng, deck, dealer):
        state = cls.__new__(cls)
        state._undealt(game, players, options, deck is not None)
        order = prepare_deck(state.full_deck(), rng, deck)
        dealer = choose_dealer(len(players), rng, dealer)
        state.rng = rng.to_dict()
        return state, state._deal_round(order, dealer)

    def _undealt(self, game, players: list[str], options: dict, stacked: bool) -> None:
        """A new game before its first deal (`_new_game`): the match's fields but its random
        stream's, which the deal sets once it has drawn; `_deal_round` sets the round's."""
        self._new_game(game, players, options, stacked)
        n = len(players)
        self.decks = decks_for(n, options)
        self.totals, self.rounds, self.round_no = [0] * n, [], 0
        self.call_ok, self.current = True, 0

    def full_deck(self) -> list[str]:
        return standard_deck(decks=self.decks)

    # -- rounds ----------------------------------------------------------------------------

    def _deal_round(self, order: list[str], dealer: int) -> list[dict]:
        n = len(self.names)
        record_deal(self.deals, self.round_no + 1, dealer, order)
        self.dealer = dealer
        self.rows = deal(order, n, dealer, ROW)
        self.known = [[[] for _ in row] for row in self.rows]
        self._forget_facts()
        self.stock, self.discard = order, []
        self.round_no += 1
        self.pending, self.window, self.caller, self.caller_turn_over = None, None, None, False
        self.turns_done, self.peeked = [0] * n, []
        public = {"round": self.round_no, "dealer": dealer, "slots": [ROW] * n}
        if self.options["initial_upcard"]:
            self.discard.append(self.stock.pop(0))
            public["upcard"] = self.discard[-1]
        events = [] if self.quiet else [event("dealt", public)]
        if self.options["initial_peek"] == "fixed_first_two":
            for p in range(n):
                self._see(p, p, [0, 1])
            self.peeked = list(range(n))
            # No action of the players' answers this reveal, so it stays in each one's private
            # log entry: the one place they can receive it.
            if not self.quiet:
                events.append(event("peeked", {"slots": {str(p): [0, 1] for p in range(n)}},
                                    {p: {"cards": {"0": self.rows[p][0], "1": self.rows[p][1]}}
                                     for p in range(n)}))
            return events + self._start_turn((dealer + 1) % n)
        self.phase = "setup_peek"
        return events

    def _shown(self, kind: str, public: dict, seat: int, data: dict) -> dict:
        """The event `kind` revealing `data` to `seat` alone: with memory_aid the player may
        read it again (their view shows it anyway); otherwise it is delivered once (rules spec
        2.5)."""
        if self.options["memory_aid"]:
            return event(kind, public, {seat: data})
        return event(kind, public, None, {seat: data})

    def _see(self, viewer: int, owner: int, slots: list[int]) -> None:
        for s in slots:
            seen = self.known[owner][s]
            if viewer not in seen:
                seen = seen + [viewer]
                seen.sort()
                self.known[owner][s] = seen

    def _everyone(self) -> list[int]:
        return [p for p in range(len(self.names))]

    def _occupied(self, p: int) -> list[int]:
        row = self.rows[p]
        return [i for i in range(len(row)) if row[i] is not None]

    def _can_draw(self) -> bool:
        return bool(self.stock) or len(self.discard) > 1

    def _start_turn(self, seat: int) -> list[dict]:
        self.current, self.phase = seat, "turn_draw"
        need = self.options["dac_min_full_rounds"]
        self.call_ok = not need or min(self.turns_done) >= need
        if not self._can_draw() and not (self.discard and self._occupied(seat)):
            return self._reveal("stock_exhausted")
        return [] if self.quiet else [event("turn", {"seat": seat})]

    # -- queries ---------------------------------------------------------------------------

    def to_act(self) -> list[int]:
        if self.finished:
            return []
        if self.phase == "setup_peek":
            return [p for p in self._everyone() if p not in self.peeked]
        if self.phase == "round_over":
            return self._everyone()
        if self.phase == "snap_window":
            return [p for p in self._everyone() if p not in self.window["responded"]]
        return [self.current]

    def stage(self) -> list:
        # a turn's steps (draw, resolve, a power) are one decision; the first peek, each snap
        # window and the end of a round are decisions of their own
        phase = self.phase
        if phase.startswith("turn_") or phase.startswith("power_"):
            phase = "turn"
        return [self.round_no, phase, sum(self.turns_done)]

    def _call_allowed(self) -> bool:
        return self.caller is None and self.call_ok

    # -- legal moves -----------------------------------------------------------------------

    def legal_moves(self, seat: int) -> list[dict]:
        return self._listing(seat, as_actions=False)

    def legal_actions(self, seat: int) -> list[int]:
        """legal_moves' list made as actions directly: this runs on every decision of a bot
        or an agent. A listed action's move is made only when it is asked for (`_listed_move`);
        applied, it goes to the move's handler (apply_action)."""
        if self.phase == "snap_window" and self.result is None:
            # most decisions: every seat that has not answered the window may snap
            if seat in self.window["responded"]:
                return []
            row = self.rows[seat]
            return self._keep_listing(seat, _SNAP_ANSWERS[_held(row)], None)
        if self.phase == "setup_peek" and self.result is None:
            # a game's first decisions: the peeks of a whole row
            if seat in self.peeked:
                return []
            return self._keep_listing(seat, _peeks(_held(self.rows[seat])), None)
        if seat != self.current and self.window is None and self.phase not in _NOT_IN_TURN:
            return []  # another seat's turn, and no window to answer
        actions = self._listing(seat, as_actions=True)
        return self._keep_listing(seat, actions, None) if actions else actions

    def _listing(self, seat: int, as_actions: bool) -> list:
        """`seat`'s legal moves, or `as_actions` their actions: a slot by its place among the
        row's occupied slots (the integer interface, below)."""
        if self.result is not None:
            return []
        phase, window = self.phase, self.window
        if window is not None and seat not in window["responded"]:
            # its pass, then a snap of each occupied slot: the bots' playouts read the
            # window's answers in this order
            if as_actions:
                row = self.rows[seat]
                listing = list(_SNAP_ANSWERS[_held(row)])
            else:
                listing = [{"type": "pass_snap"}] + [{"type": "snap", "slots": [s]}
                                                     for s in self._occupied(seat)]
        else:
            listing = []
        if phase == "setup_peek":
            if seat not in self.peeked:
                occ = self._occupied(seat)
                listing += _peeks(len(occ)) if as_actions else \
                    [{"type": "initial_peek", "slots": list(c)}
                     for k in range(3) for c in combinations(occ, k)]
            return listing
        if phase == "round_over":
            return [_NEXT_ROUND] if as_actions else [{"type": "next_round"}]
        if seat != self.current or phase == "snap_window":
            return listing
        row = self.rows[seat]
        held = _held(row)
        options = self.options
        if phase == "turn_draw":
            if self._can_draw():
                listing.append(_DRAW_STOCK if as_actions else {"type": "draw_stock"})
            if self.discard and held:
                listing.append(_TAKE_DISCARD if as_actions else {"type": "take_discard"})
            if options["dac_timing"] == "instead_of_turn" and self._call_allowed():
                listing.append(_CALL_DAC if as_actions else {"type": "call_dac"})
            return listing
        # the seat's slots, or as actions their places among the row's cards
        occ = range(held) if as_actions else self._occupied(seat)
        if phase == "turn_resolve":
            ending = [_REPLACE + 2 * p for p in occ] if as_actions else \
                [{"type": "replace", "slot": s} for s in occ]
            if self.pending["source"] == "stock":
                ending.append(_DISCARD_DRAWN if as_actions else {"type": "discard_drawn"})
        elif phase == "power_q":
            ending = [_QUEEN_PEEK + 2 * p for p in occ] if as_actions \
                else [{"type": "queen_peek", "slot": s} for s in occ]
            ending.append(_SKIP_POWER if as_actions else {"type": "skip_power"})
        else:  # power_j
            targets = [(t, self._occupied(t)) for t in self._jack_targets(seat)]
            if as_actions:  # own place, target player, target place, then the call flag
                ending = [_JACK_SWAP + ((own * _PLAYERS + t) * _PLACES + ts) * 2
                          for own in range(len(occ)) for t, slots in targets
                          for ts in range(len(slots))]
            else:
                ending = [{"type": "jack_swap", "own_slot": own, "target_player": t,
                           "target_slot": ts} for own in occ for t, slots in targets
                          for ts in slots]
            if options["jack_optional"]:
                ending.append(_SKIP_POWER if as_actions else {"type": "skip_power"})
        # a turn-ending move is listed again with call_dac (its flag, an action's last digit)
        # when calling is open
        if options["dac_timing"] == "end_of_turn" and self._call_allowed():
            if as_actions:
                return listing + [a + call for a in ending for call in (0, 1)]
            return listing + [m for body in ending for m in (body, dict(body, call_dac=True))]
        return listing + ending

    # -- the integer interface: slots by their place among a row's occupied slots -----------
    # (a row's slot numbers grow without bound as penalty cards join it, while its occupied
    # slots never outnumber the cards: so the action space stays fixed)

    def _apply_listed_move(self, seat, move):
        """A move as listed is made without checking its turn and variant again (its
        handler's checks of slots and calls stay: they are a few look-ups)."""
        params = dict(move)
        return getattr(self, f"_{params.pop('type')}")(seat, **params)

    def _apply_listed_action(self, seat, action, actions, made_of):
        """A listed action is made by its move's handler, its places read as the slots they
        stand for (move_form's reading): the listing checked its turn and variant."""
        if action < _DRAW_STOCK:
            return self._peeked(seat, [self._slot_at(seat, p) for p in _peek_places(action)])
        if action >= _SNAP:
            if action >= _PASS_SNAP:
                return self._pass_snap(seat) if action == _PASS_SNAP else self._next_round(seat)
            return self._snapped(seat, [(seat, self._slot_at(seat, action - _SNAP), None)])
        if action < _REPLACE:
            return self._draw_stock(seat) if action == _DRAW_STOCK else \
                self._take_discard(seat) if action == _TAKE_DISCARD else self._call_dac(seat)
        if action >= _JACK_SWAP:
            rest, call = divmod(action - _JACK_SWAP, 2)
            rest, target_place = divmod(rest, _PLACES)
            own, target = divmod(rest, _PLAYERS)
            return self._jack_swap(seat, self._slot_at(seat, own), target,
                                   self._slot_at(target, target_place), call_dac=bool(call))
        if action >= _SKIP_POWER:
            return self._skip_power(seat, call_dac=action != _SKIP_POWER)
        if action >= _QUEEN_PEEK:
            place, call = divmod(action - _QUEEN_PEEK, 2)
            return self._queen_peek(seat, self._slot_at(seat, place), call_dac=bool(call))
        if action >= _DISCARD_DRAWN:
            return self._discard_drawn(seat, call_dac=action != _DISCARD_DRAWN)
        place, call = divmod(action - _REPLACE, 2)
        return self._replace(seat, self._slot_at(seat, place), call_dac=bool(call))

    def _slot_at(self, player: int, place: int) -> int:
        """The slot of the `place`-th card of `player`'s row; a place past the row's cards,
        the first slot number the row lacks (refused)."""
        row = self.rows[player]
        for slot in range(len(row)):
            if row[slot] is not None:
                if not place:
                    return slot
                place -= 1
        return len(row)

    def action_forms(self, seat, moves):
        places: dict[int, dict[int, int]] = {}

        def place(player, slot):
            if type(player) is not int or not 0 <= player < len(self.rows) \
                    or type(slot) is not int:
                return -1
            if player not in places:
                places[player] = {s: i for i, s in enumerate(self._occupied(player))}
            return places[player].get(slot, -1)

        out = []
        for m in moves:
            kind = m.get("type")
            if kind in ("replace", "queen_peek"):
                m = {**m, "slot": place(seat, m.get("slot"))}
            elif kind == "jack_swap":
                m = {**m, "own_slot": place(seat, m.get("own_slot")),
                     "target_slot": place(m.get("target_player"), m.get("target_slot"))}
            elif kind in ("initial_peek", "snap") and type(m.get("slots")) is list:
                m = {**m, "slots": [place(seat, s) if type(s) is int else s
                                    for s in m["slots"]]}
            out.append(m)
        return out

    def move_form(self, seat, move):
        def slot(player, place):
            return self._slot_at(player, place) if 0 <= player < len(self.rows) else place

        kind = move["type"]
        if kind in ("replace", "queen_peek"):
            return {**move, "slot": slot(seat, move["slot"])}
        if kind == "jack_swap":
            return {**move, "own_slot": slot(seat, move["own_slot"]),
                    "target_slot": slot(move["target_player"], move["target_slot"])}
        if kind in ("initial_peek", "snap"):
            return {**move, "slots": [slot(seat, p) for p in move["slots"]]}
        return move

    def _jack_targets(self, seat: int) -> list[int]:
        locked = self.caller if self.options["lock_caller_layout"] and self.caller_turn_over \
            else None
        return [p for p in self._everyone() if p != seat and p != locked and self._occupied(p)]

    # -- applying moves --------------------------------------------------------------------

    def _apply(self, seat, kind, params):
        if "call_dac" in params and self.options["dac_timing"] == "instead_of_turn":
            raise IllegalMove("VARIANT_DISABLED", "with instead_of_turn, call with call_dac")
        if kind == "call_dac" and self.options["dac_timing"] != "instead_of_turn":
            raise IllegalMove("VARIANT_DISABLED", "call_dac is a parameter of turn-ending moves")
        if kind == "snap" and not self.options["snap_others"] and \
                any(isinstance(e, dict) for e in params["slots"]):
            raise IllegalMove("VARIANT_DISABLED",
                              "snapping another player's card needs snap_others")
        self._check_turn(seat, kind)
        handler = getattr(self, f"_{kind}")
        return handler(seat, **params)

    def _check_turn(self, seat: int, kind: str) -> None:
        """Step 5 of the order of checks (rules spec 0.5) for Dač's phases."""
        in_window = kind in ("snap", "pass_snap") and self.window is not None
        accepted = kind in _PHASE_ACTIONS.get(self.phase, set()) or in_window
        if self.phase in _NOT_IN_TURN or kind in _OUT_OF_TURN:
            if not accepted:
                raise IllegalMove("WRONG_PHASE", f"no {kind} now: the game is in {self.phase}")
            if kind in ("snap", "pass_snap", "initial_peek"):
                done = self.peeked if kind == "initial_peek" else self.window["responded"]
                if seat in done:
                    raise IllegalMove("ALREADY_RESPONDED", "you have already responded")
            return
        if not accepted:
            code = "WRONG_PHASE" if seat == self.current else "NOT_YOUR_TURN"
            raise IllegalMove(code, f"no {kind} now: the game is in {self.phase}")
        if seat != self.current:
            raise IllegalMove("NOT_YOUR_TURN", f"it is {self.names[self.current]}'s turn")

    def _own_slot(self, seat: int, slot: int) -> None:
        if not 0 <= slot < len(self.rows[seat]):
            raise IllegalMove("NOT_OWN_SLOT", f"you have no slot {slot}")
        if self.rows[seat][slot] is None:
            raise IllegalMove("SLOT_EMPTY", f"your slot {slot} is empty")

    def _check_call(self, call: bool) -> None:
        if call and self.caller is not None:
            raise IllegalMove("DAC_ALREADY_CALLED", f"{self.names[self.caller]} has called")
        if call and not self.call_ok:
            raise IllegalMove("DAC_TOO_EARLY", "every player must first complete "
                              f"{self.options['dac_min_full_rounds']} turn(s)")

    def _register_call(self, seat: int, call: bool) -> list[dict]:
        if not call:
            return []
        self.caller = seat
        return [] if self.quiet else [event("dac_called", {"seat": seat})]

    def _initial_peek(self, seat, slots):
        if len(slots) > 2 or (len(slots) == 2 and slots[0] == slots[1]):
            raise IllegalMove("INVALID_PEEK", "peek at up to 2 different slots")
        for s in slots:
            self._own_slot(seat, s)
        return self._peeked(seat, slots)

    def _peeked(self, seat: int, slots: list[int]) -> list[dict]:
        """The initial peek of `slots`, checked (`_initial_peek`) or as listed."""
        self._see(seat, seat, slots)
        self.peeked.append(seat)
        events = [] if self.quiet else [self._shown(
            "peeked", {"seat": seat, "slots": list(slots)}, seat,
            {"cards": {str(s): self.rows[seat][s] for s in slots}})]
        if len(self.peeked) == len(self.names):
            events += self._start_turn((self.dealer + 1) % len(self.names))
        return events

    def _draw_stock(self, seat):
        if not self._can_draw():
            raise IllegalMove("NO_CARDS_TO_DRAW", "the stock and the discard pile are empty")
        events = self._close_window()
        if not self.stock:
            events += self._reshuffle()
        card = self.stock.pop(0)
        self.pending = {"card": card, "source": "stock"}
        self.phase = "turn_resolve"
        if self.quiet:
            return events
        return events + [self._shown("drew", {"seat": seat, "stock_count": len(self.stock)},
                                     seat, {"card": card})]

    def _reshuffle(self) -> list[dict]:
        rng = Rng.from_dict(self.rng)
        self.stock = rebuild_stock(self.discard, rng, self.stacked)
        self.rng = rng.to_dict()
        return [] if self.quiet else [event("reshuffled", {"stock_count": len(self.stock)})]

    def _take_discard(self, seat):
        if not self.discard:
            raise IllegalMove("EMPTY_DISCARD", "the discard pile is empty")
        if not self._occupied(seat):
            raise IllegalMove("NO_SLOT", "you have no card to replace")
        events = self._close_window()
        card = self.discard.pop()
        self.pending = {"card": card, "source": "discard"}
        self.phase = "turn_resolve"
        if self.quiet:
            return events
        return events + [event("took_discard", {"seat": seat, "card": card})]

    def _call_dac(self, seat):
        self._check_call(True)
        events = self._close_window() + self._register_call(seat, True)
        return events + self._finish_turn()

    def _replace(self, seat, slot, call_dac=False):
        self._own_slot(seat, slot)
        self._check_call(call_dac)
        old, pending = self.rows[seat][slot], self.pending
        self.rows[seat][slot] = pending["card"]
        seen_old = seat in self.known[seat][slot]
        self.facts[seat][slot] = [old, seen_old, None, False] \
            if pending["source"] == "stock" else None
        self._held_over(seat, slot, old if seen_old else None)
        self.known[seat][slot] = [seat] if pending["source"] == "stock" else self._everyone()
        self.discard.append(old)
        self.pending = None
        placed = pending["card"] if pending["source"] == "discard" else None
        events = [] if self.quiet else [event("replaced", {"seat": seat, "slot": slot,
                                                           "discarded": old, "placed": placed})]
        return events + self._register_call(seat, call_dac) + self._after_discard(old, False)

    def _discard_drawn(self, seat, call_dac=False):
        if self.pending["source"] != "stock":
            raise IllegalMove("MUST_REPLACE", "a card taken from the discard must replace one")
        self._check_call(call_dac)
        card = self.pending["card"]
        self._held_over(seat, None, card)
        self.discard.append(card)
        self.pending = None
        events = [] if self.quiet else [event("discarded", {"seat": seat, "card": card})]
        return events + self._register_call(seat, call_dac) + self._after_discard(card, True)

    def _after_discard(self, card: str, drawn_from_stock: bool) -> list[dict]:
        seat = self.current
        card_rank = RANK_OF[card]
        powered = drawn_from_stock or self.options["power_source"] == "any_turn_discard"
        if powered and card_rank == "Q" and self._occupied(seat):
            self.phase = "power_q"
            return [] if self.quiet else [event("power", {"seat": seat, "power": "queen"})]
        if powered and card_rank == "J":
            if self._occupied(seat) and self._jack_targets(seat):
                self.phase = "power_j"
                return [] if self.quiet else [event("power", {"seat": seat, "power": "jack"})]
            events = [] if self.quiet else \
                [event("power_skipped", {"seat": seat, "power": "jack"})]
            return events + self._open_window(card_rank)
        return self._open_window(card_rank)

    def _queen_peek(self, seat, slot, call_dac=False):
        self._own_slot(seat, slot)
        self._check_call(call_dac)
        self._see(seat, seat, [slot])
        events = [] if self.quiet else [self._shown(
            "queen_peek", {"seat": seat, "slot": slot}, seat, {"card": self.rows[seat][slot]})]
        return events + self._register_call(seat, call_dac) + self._open_window("Q")

    def _skip_power(self, seat, call_dac=False):
        if self.phase == "power_j" and not self.options["jack_optional"]:
            raise IllegalMove("POWER_REQUIRED", "the Jack swap is mandatory")
        self._check_call(call_dac)
        power = "Q" if self.phase == "power_q" else "J"
        events = [] if self.quiet else [event("power_skipped", {"seat": seat})]
        return events + self._register_call(seat, call_dac) + self._open_window(power)

    def _jack_swap(self, seat, own_slot, target_player, target_slot, call_dac=False):
        if target_player == seat or target_player not in self._jack_targets(seat):
            raise IllegalMove("INVALID_TARGET", "swap with another player whose cards may be taken")
        self._own_slot(seat, own_slot)
        if not 0 <= target_slot < len(self.rows[target_player]) \
                or self.rows[target_player][target_slot] is None:
            raise IllegalMove("INVALID_TARGET", f"{self.names[target_player]} has no card in "
                                                f"slot {target_slot}")
        self._check_call(call_dac)
        t = target_player
        self.rows[seat][own_slot], self.rows[t][target_slot] = \
            self.rows[t][target_slot], self.rows[seat][own_slot]
        self.known[seat][own_slot], self.known[t][target_slot] = \
            self.known[t][target_slot], self.known[seat][own_slot]
        self.facts[seat][own_slot], self.facts[t][target_slot] = \
            self.facts[t][target_slot], self.facts[seat][own_slot]
        public = {"seat": seat, "own_slot": own_slot, "target_player": t,
                  "target_slot": target_slot}
        if self.options["jack_look"]:
            self._see(seat, seat, [own_slot])
            self._see(seat, t, [target_slot])
        if self.quiet:
            events = []
        elif self.options["jack_look"]:
            events = [self._shown("jack_swap", public, seat, {
                "cards": {"own": self.rows[seat][own_slot], "target": self.rows[t][target_slot]}})]
        else:
            events = [event("jack_swap", public)]
        return events + self._register_call(seat, call_dac) + self._open_window("J")

    # -- the snap window -------------------------------------------------------------------

    def _open_window(self, window_rank: str) -> list[dict]:
        seat = self.current
        passed = [p for p, row in enumerate(self.rows) if not _held(row)]
        if not self.options["discarder_may_snap"] and seat not in passed:
            passed = sorted(passed + [seat])
        self.window = {"rank": window_rank, "responded": passed, "discarder": seat}
        events = [] if self.quiet else \
            [event("snap_window", {"rank": window_rank, "auto_passed": list(passed)})]
        until_draw = self.options["snap_window"] == "until_next_draw"
        last_turn = self.caller is not None and (seat + 1) % len(self.names) == self.caller
        if until_draw and not last_turn:
            # the window stays open into the next player's turn and closes at their draw
            if len(self.window["responded"]) == len(self.names):
                events += self._close_window()
            return events + self._finish_turn()
        self.phase = "snap_window"
        if len(self.window["responded"]) == len(self.names):
            return events + self._close_window() + self._finish_turn()
        return events

    def _close_window(self) -> list[dict]:
        if self.window is None:
            return []
        self.window = None
        return [] if self.quiet else [event("snap_window_closed", {})]

    def _after_response(self) -> list[dict]:
        if len(self.window["responded"]) < len(self.names):
            return []
        events = self._close_window()
        if self.phase == "snap_window":
            events += self._finish_turn()
        return events

    def _pass_snap(self, seat):
        self.window["responded"].append(seat)
        events = [] if self.quiet else [event("snap_passed", {"seat": seat})]
        return events + self._after_response()

    def _snap(self, seat, slots):
        entries = [self._read_snap_entry(seat, e) for e in slots]
        named = [(o, s) for o, s, _ in entries] + \
            [(seat, g) for _, _, g in entries if g is not None]
        if not entries or len(set(named)) != len(named):
            raise bad_parameters("snap one or more slots, each named once", "slots")
        for owner, slot, give in entries:
            if owner == seat:
                self._own_slot(seat, slot)
            elif not 0 <= slot < len(self.rows[owner]) or self.rows[owner][slot] is None:
                raise IllegalMove("INVALID_TARGET",
                                  f"{self.names[owner]} has no card in slot {slot}")
            if give is not None:
                self._own_slot(seat, give)
        return self._snapped(seat, entries)

    def _snapped(self, seat: int, entries: list[tuple[int, int, int | None]]) -> list[dict]:
        """The snap of (owner, slot, slot given) `entries`, checked (`_snap`) or as listed."""
        window_rank = self.window["rank"]
        self.window["responded"].append(seat)
        events, success = [], False
        for owner, slot, give in entries:
            card = self.rows[owner][slot]
            if RANK_OF[card] == window_rank:
                success = True
                self.discard.append(card)
                self.rows[owner][slot], self.known[owner][slot] = None, []
                self.facts[owner][slot] = None
                if give is not None:
                    self.rows[owner][slot], self.known[owner][slot] = \
                        self.rows[seat][give], self.known[seat][give]
                    self.facts[owner][slot], self.facts[seat][give] = self.facts[seat][give], None
                    self.rows[seat][give], self.known[seat][give] = None, []
                if not self.quiet:
                    events.append(event("snapped", {"seat": seat, "owner": owner, "slot": slot,
                                                    "card": card, "give_slot": give}))
                continue
            self.facts[owner][slot] = None
            if self.options["failed_snap_card"] == "returns":
                self.known[owner][slot] = self._everyone()
            else:
                self.discard.append(card)
                self.rows[owner][slot], self.known[owner][slot] = None, []
            if not self.quiet:
                events.append(event("snap_failed", {"seat": seat, "owner": owner, "slot": slot,
                                                    "card": card}))
            events += self._penalty(seat)
        if success and self.options["snap_limit"] == "first_only":
            self.window["responded"] = self._everyone()
        return events + self._after_response()

    def _read_snap_entry(self, seat, entry) -> tuple[int, int, int | None]:
        if isinstance(entry, int):
            return seat, entry, None
        owner = entry["player"]
        if not 0 <= owner < len(self.names):
            raise bad_parameters(f"player must be a seat from 0 to {len(self.names) - 1}", "slots")
        if owner == seat:
            return seat, entry["slot"], None
        return owner, entry["slot"], entry["give_slot"]

    def _penalty(self, seat: int) -> list[dict]:
        events = []
        if not self.stock and len(self.discard) > 1:
            events += self._reshuffle()
        if not self.stock:
            return events if self.quiet else \
                events + [event("penalty_skipped", {"seat": seat})]
        self.rows[seat].append(self.stock.pop(0))
        self.known[seat].append([])
        self.facts[seat].append(None)
        if self.quiet:
            return events
        return events + [event("penalty", {"seat": seat, "slot": len(self.rows[seat]) - 1})]

    # -- turns, reveal, rounds -------------------------------------------------------------

    def _held_over(self, seat: int, skip: int | None, card: str | None) -> None:
        """`seat` kept each card of its row that it had seen (but slot `skip`'s) over `card`,
        turned up now (None: over a card it had not seen)."""
        row, known, facts = self.rows[seat], self.known[seat], self.facts[seat]
        for j in range(len(row)):
            if row[j] is None or j == skip or seat not in known[j]:
                continue
            fact = facts[j]
            if fact is None:
                fact = facts[j] = [None, False, None, False]
            if card is None:
                fact[3] = True
            elif fact[2] is None or points(card) < points(fact[2]):
                fact[2] = card

    def _forget_facts(self) -> None:
        """No card has facts: a round dealt, or over (its cards' facts matter no more)."""
        self.facts = [[None] * len(row) for row in self.rows]

    def _finish_turn(self) -> list[dict]:
        seat = self.current
        self.turns_done[seat] += 1
        if self.caller == seat:
            self.caller_turn_over = True
        nxt = (seat + 1) % len(self.names)
        if self.caller is not None and nxt == self.caller:
            return self._reveal("dac")
        return self._start_turn(nxt)

    def _reveal(self, why: str) -> list[dict]:
        events = self._close_window()
        self.pending = None
        self._forget_facts()
        scores = [_row_points(row) for row in self.rows]
        caller = self.caller
        if caller is not None and self.options["caller_penalty"]:
            if any([scores[p] <= scores[caller] for p in self._everyone() if p != caller]):
                scores[caller] += self.options["caller_penalty"]
        self.totals = [self.totals[p] + scores[p] for p in range(len(scores))]
        summary = {"round": self.round_no, "reason": why, "caller": self.caller,
                   "layouts": [list(row) for row in self.rows], "scores": scores,
                   "winners": _lowest(scores)}
        self.rounds.append(summary)
        if not self.quiet:
            events.append(event("revealed", _round_copy(summary)))
        cumulative = self.options["scoring"] == "cumulative"
        if not cumulative or max(self.totals) >= self.options["target_score"]:
            self.phase = "finished"
            self.result = {"scores": scores, "totals": list(self.totals),
                           "winners": _lowest(self.totals) if cumulative else _lowest(scores)}
            if self.quiet:
                return events
            return events + [event("game_over", {k: list(v) for k, v in self.result.items()})]
        self.phase = "round_over"
        return events

    def _next_round(self, seat):
        if self.next_decks:
            order = self.next_decks.pop(0)
        else:
            order = self.full_deck()
            rng = Rng.from_dict(self.rng)
            rng.shuffle(order)
            self.rng = rng.to_dict()
        return self._deal_round(order, (self.dealer + 1) % len(self.names))

    def _resign(self, seat):
        # A resignation ends the match: the round in play is not scored (its layouts stay
        # face down, a drawn card stays where it is), the resigner is last and the others
        # rank by their totals so far.
        others = [p for p in self._everyone() if p != seat]
        best = min(self.totals[p] for p in others)
        self._forget_facts()
        self.phase, self.window = "finished", None
        self.result = {"scores": [0] * len(self.names), "totals": list(self.totals),
                       "winners": [p for p in others if self.totals[p] == best],
                       "resigned": [seat]}
        if self.quiet:
            return []
        return [event("resigned", {"seat": seat}),
                event("game_over", {k: list(v) for k, v in self.result.items()})]

    # -- views -----------------------------------------------------------------------------

    def queries_recall(self) -> bool:
        # strict memory (rules spec 2.5): a card's identity is served once, then never again
        return self.options["memory_aid"]

    def _slot_view(self, owner: int, i: int, card: str | None, viewer: int | None, aid: bool,
                   memory: bool) -> dict:
        out = {"slot": i, "occupied": card is not None}
        if card is None:
            return out
        if aid and viewer in self.known[owner][i]:
            out["card"] = card
        if memory:
            out["seen_by"] = list(self.known[owner][i])
            fact = self.facts[owner][i]
            if fact is not None:
                if fact[0] is not None:
                    out.update(kept_over=fact[0], kept_over_seen=fact[1])
                if fact[2] is not None:
                    out["held_over"] = fact[2]
                if fact[3]:
                    out["held_over_unseen"] = True
        return out

    def view(self, viewer: int | None, memory: bool = False) -> dict:
        """`memory`: show the viewer every face-down card it has seen, as memory_aid does (a
        player with a perfect memory knows them)."""
        out = self.base_view(viewer)
        aid = self.options["memory_aid"] or memory
        for p in out["players"]:
            s = p["seat"]
            p["slots"] = [self._slot_view(s, i, c, viewer, aid, memory)
                          for i, c in enumerate(self.rows[s])]
            p["total"] = self.totals[s]
            p["turns_done"] = self.turns_done[s]
        pending = None
        if self.pending is not None:
            public = self.pending["source"] == "discard"
            pending = {"source": self.pending["source"],
                       "card": self.pending["card"] if public or viewer == self.current else None}
        out.update(
            phase=self.phase, round=self.round_no, dealer=self.dealer,
            current=self.current if self.phase in ("turn_draw", "turn_resolve", "power_q",
                                                   "power_j", "snap_window") else None,
            stock_count=len(self.stock), discard_pile=list(self.discard),
            peeked=sorted(self.peeked), pending=pending,
            snap_window=None if self.window is None else {
                "rank": self.window["rank"], "responded": sorted(self.window["responded"]),
                "discarder": self.window["discarder"]},
            caller=self.caller, caller_turn_over=self.caller_turn_over, call_ok=self.call_ok,
            rounds=[_round_copy(r) for r in self.rounds],
        )
        return out


CODES = ("ALREADY_RESPONDED", "NOT_OWN_SLOT", "SLOT_EMPTY", "INVALID_PEEK", "EMPTY_DISCARD",
         "NO_SLOT", "NO_CARDS_TO_DRAW", "MUST_REPLACE", "POWER_REQUIRED", "INVALID_TARGET",
         "DAC_ALREADY_CALLED", "DAC_TOO_EARLY")

_RANK = {"type": "string", "description": "A card rank, e.g. 7 or Q."}
_SCORES = {**INTS, "description": "By seat."}
_LOOKED = "the seat that looked (once, in the answer to its own action; " \
          "in its log too with memory_aid)"
_ROUND = {"round": INT, "reason": ref("DacRoundEnd"),
          "caller": MAYBE_SEAT,
          "layouts": {**array(array(nullable(CARD))),
                      "description": "Every seat's slots turned up; null: an empty slot."},
          "scores": _SCORES, "winners": SEATS}
_RESULT = {"scores": _SCORES, "totals": _SCORES, "winners": SEATS}
RESIGNED_FIELDS: dict = {}

SCHEMAS = kind_schemas("dac", "Dač", MOVES, OPTIONS, parts={
    "View": view_schema("dac", "Dač", {
        "round": INT, "dealer": SEAT, "current": MAYBE_SEAT, "stock_count": INT,
        "discard_pile": CARDS, "peeked": SEATS, "pending": nullable(ref("DacPending")),
        "snap_window": nullable(ref("DacSnapWindow")), "caller": MAYBE_SEAT,
        "caller_turn_over": {**BOOL, "description": "The caller's turn has ended."},
        "call_ok": {**BOOL, "description": "Every player has completed dac_min_full_rounds "
                                           "turns (a call is allowed)."},
        "rounds": array(ref("DacRound")),
    }),
    "Player": player_schema("Dač", {"slots": array(ref("DacSlot")), "total": INT,
                                    "turns_done": {**INT, "description": "Turns completed "
                                                                         "this round."}}),
    "Slot": obj({"slot": INT, "occupied": BOOL,
                 "card": {**CARD, "description": "Only with memory_aid, to a player who has "
                                                 "seen it."}},
                optional=["card"], description="One slot of a player's row."),
    "Pending": obj({"source": enum("stock", "discard"),
                    "card": {**nullable(CARD), "description": "Shown to the drawer only, "
                                                               "unless taken from the pile."}},
                   description="The card drawn this turn and not yet placed."),
    "SnapWindow": obj({"rank": _RANK, "responded": SEATS, "discarder": SEAT},
                      description="The open snap window."),
    "Round": obj(_ROUND, description="A revealed round."),
    "JackLook": obj({"own": CARD, "target": CARD},
                    description="With jack_look: the two cards the swap moved."),
    "Phase": enum("setup_peek", "turn_draw", "turn_resolve", "power_q", "power_j",
                  "snap_window", "round_over", "finished"),
    "RoundEnd": enum("dac", "stock_exhausted", description="Why a round ended."),
    "Power": enum("queen", "jack", description="A discarded Queen's or Jack's power."),
    "Result": obj(with_resigned(_RESULT), optional=["resigned"]),
}, events={
    "dealt": event_schema("dealt", {
        "round": INT, "dealer": SEAT, "slots": {**INTS, "description": "Slots dealt by seat."},
        "upcard": {**CARD, "description": "With initial_upcard."}}, optional=["upcard"]),
    "peeked": event_schema("peeked", {
        "seat": {**SEAT, "description": "Absent when the deal shows every seat its slots 0 "
                                        "and 1 (initial_peek = fixed_first_two)."},
        "slots": {"oneOf": [
            {**INTS, "description": "The slots the seat looked at."},
            {"type": "object", "additionalProperties": INTS,
             "description": "At the deal: the slots each seat (a string key) was shown."}]},
        "cards": private({"type": "object", "additionalProperties": CARD,
                          "description": "Card by slot number (as a string)."}, _LOOKED)},
        optional=["seat", "cards"]),
    "turn": event_schema("turn", {"seat": SEAT}),
    "drew": event_schema("drew", {"seat": SEAT, "stock_count": INT,
                                  "card": private(CARD, _LOOKED)}, optional=["card"]),
    "took_discard": event_schema("took_discard", {"seat": SEAT, "card": CARD}),
    "reshuffled": event_schema("reshuffled", {"stock_count": INT}),
    "replaced": event_schema("replaced", {
        "seat": SEAT, "slot": INT, "discarded": CARD,
        "placed": {**nullable(CARD), "description": "The placed card when it came from the "
                                                    "pile (so everyone knows it)."}}),
    "discarded": event_schema("discarded", {"seat": SEAT, "card": CARD}),
    "dac_called": event_schema("dac_called", {"seat": SEAT}),
    "power": event_schema("power", {"seat": SEAT, "power": ref("DacPower")}),
    "power_skipped": event_schema("power_skipped", {
        "seat": SEAT, "power": {**ref("DacPower"), "description": "Set (to jack) when a Jack "
                                                                  "finds nobody to swap with."}},
        optional=["power"]),
    "queen_peek": event_schema("queen_peek", {"seat": SEAT, "slot": INT,
                                              "card": private(CARD, _LOOKED)},
                               optional=["card"]),
    "jack_swap": event_schema("jack_swap", {
        "seat": SEAT, "own_slot": INT, "target_player": SEAT, "target_slot": INT,
        "cards": private(ref("DacJackLook"), _LOOKED)}, optional=["cards"]),
    "snap_window": event_schema("snap_window", {"rank": _RANK, "auto_passed": SEATS}),
    "snap_window_closed": event_schema("snap_window_closed", {}),
    "snap_passed": event_schema("snap_passed", {"seat": SEAT}),
    "snapped": event_schema("snapped", {"seat": SEAT, "owner": SEAT, "slot": INT, "card": CARD,
                                        "give_slot": {"type": ["integer", "null"]}}),
    "snap_failed": event_schema("snap_failed", {"seat": SEAT, "owner": SEAT, "slot": INT,
                                                "card": CARD}),
    "penalty": event_schema("penalty", {"seat": SEAT, "slot": {
        **INT, "description": "The new slot holding the face-down penalty card."}}),
    "penalty_skipped": event_schema("penalty_skipped", {"seat": SEAT}),
    "revealed": event_schema("revealed", _ROUND),
    "game_over": event_schema("game_over", with_resigned(_RESULT), optional=["resigned"]),
    "resigned": resigned_event(RESIGNED_FIELDS),
})


# a slot by its place among the row's occupied slots (DacState.action_forms): no row holds
# more cards than two decks have
_SLOT = Choice(range(104))
_CALLS = {"call_dac": Flag()}
ACTIONS = ActionSpace([
    Segment("initial_peek", {"slots": Subset(range(104), (0, 1, 2))}),
    Segment("draw_stock"),
    Segment("take_discard"),
    Segment("call_dac"),
    Segment("replace", {"slot": _SLOT, **_CALLS}),
    Segment("discard_drawn", _CALLS),
    Segment("queen_peek", {"slot": _SLOT, **_CALLS}),
    Segment("skip_power", _CALLS),
    Segment("jack_swap", {"own_slot": _SLOT, "target_player": Choice(range(16)),
                          "target_slot": _SLOT, **_CALLS}),
    Segment("snap", {"slots": Sequence(range(104), 1)}),
    Segment("pass_snap"),
    Segment("next_round"),
])
_SNAP, _PASS_SNAP = ACTIONS.first("snap"), ACTIONS.first("pass_snap")
_DRAW_STOCK, _TAKE_DISCARD = ACTIONS.first("draw_stock"), ACTIONS.first("take_discard")
_CALL_DAC, _NEXT_ROUND = ACTIONS.first("call_dac"), ACTIONS.first("next_round")
_REPLACE, _DISCARD_DRAWN = ACTIONS.first("replace"), ACTIONS.first("discard_drawn")
_QUEEN_PEEK, _SKIP_POWER = ACTIONS.first("queen_peek"), ACTIONS.first("skip_power")
_JACK_SWAP = ACTIONS.first("jack_swap")
_PLACES, _PLAYERS = _SLOT.size, ACTIONS.segment("jack_swap").fields["target_player"].size
_INITIAL_PEEK = ACTIONS.first("initial_peek")
_PEEK_SLOTS = ACTIONS.segment("initial_peek").fields["slots"]


@cache
def _peeks(held: int) -> tuple[int, ...]:
    """The initial peeks of a row of `held` cards as actions, in legal_moves' order."""
    return tuple(_INITIAL_PEEK + _PEEK_SLOTS.encode(list(c)) for k in range(3)
                 for c in combinations(range(held), k))


# a snap window's answers as actions for a row of each number of cards: the pass, then a
# snap of each place (the bots' playouts read them in this order)
_SNAP_ANSWERS = [(_PASS_SNAP, *range(_SNAP, _SNAP + held)) for held in range(_SLOT.size + 1)]


@cache
def _peek_places(action: int) -> tuple[int, ...]:
    """The places an initial peek's action names."""
    return tuple(_PEEK_SLOTS.decode(action - _INITIAL_PEEK))


class Dac(Game):
    kind = "dac"
    title = "Dač"
    min_players = 2
    max_players = 16
    options = OPTIONS
    moves = MOVES
    codes = CODES
    schemas = SCHEMAS
    state_class = DacState
    actions = ACTIONS

    def check_setup(self, n: int, options: dict) -> None:
        if n > options["max_players"]:
            raise bad_parameters(f"options.max_players is {options['max_players']}: this game "
                                 f"has {n} seats", "options.max_players")
        if decks_for(n, options) == 1 and n > 8:
            raise bad_parameters("one deck seats at most 8 players", "options.decks")


GAME = Dac()
