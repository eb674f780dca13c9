"""Dač for bots.

A bot remembers every face-down card its seat was shown (its view with memory, as memory_aid
shows it); other cards are unknown, worth the mean of the cards not seen.

Greedy heuristic (one move): look at two cards at the start; take the discard or keep a drawn
card when it is lower than the card (or the estimate of the unknown card) it would replace,
else discard it; use a Queen on an unknown own card and a Jack to swap the highest own card
for a lower or unknown one; snap only own cards known to be of the window's rank; call Dač when
the estimated total is low and at most one own card is unknown.

The search looks at as many cards as it may at the start, tries only sure snaps, and calls Dač
only with at most one own card unknown (with more, a call stakes the round on cards it has
never seen); it plays rounds out with the greedy rule on what each seat knows in the
determinized game, and scores them by the points between seats. Its determinizations read the
public facts a perfect memory keeps: who has seen each card (each seat's playouts know those
it has), and which turned-up cards a card was kept over. A player keeps a drawn card lower
than the one it gives up, and the cards it knows lower than those it gives up or discards:
such a card is dealt below them, or below the unseen cards' mean where the player had not
seen the card it gave up.
"""

from ..cards import rank, standard_deck
from ..dac import decks_for, points
from .knowledge import KindPlay, below, fewer_is_better, places, sample_rng, shuffle, unseen

_CALL_AT = 10  # greedy calls with an estimated total at most this
_MEAN = 6.5  # the points of a card nobody has seen, in a playout
_DEALT = object()  # a determinization's row: a card dealt from the unseen ones


def _unseen_cards(view: dict) -> list[str]:
    """The cards of the game's decks that the view does not show (in deck order)."""
    shown = list(view["discard_pile"])
    for p in view["players"]:
        shown += [s["card"] for s in p["slots"] if "card" in s]
    if view["pending"] and view["pending"]["card"]:
        shown.append(view["pending"]["card"])
    decks = decks_for(len(view["players"]), view["options"])
    return unseen(standard_deck(decks=decks), shown)


def _mean_points(cards: list[str]) -> float:
    return sum(points(c) for c in cards) / len(cards) if cards else _MEAN


class _Estimate:
    """What the viewer knows of its own row: known card points, and the unknown ones' mean."""

    def __init__(self, view: dict):
        seat = view["seat"]
        self.unknown = _mean_points(_unseen_cards(view))
        self.cards = {s["slot"]: s.get("card") for s in view["players"][seat]["slots"]
                      if s["occupied"]}
        self.slots = {slot: None if c is None else points(c) for slot, c in self.cards.items()}
        self.others = {(p["seat"], s["slot"]): points(s["card"]) if "card" in s else None
                       for p in view["players"] if p["seat"] != seat
                       for s in p["slots"] if s["occupied"]}

    def own(self, slot: int) -> float:
        value = self.slots.get(slot)
        return self.unknown if value is None else value

    def total(self) -> float:
        return sum(self.own(s) for s in self.slots)


def _bound(slot: dict, mean: float) -> float | None:
    """The points a face-down card is below by the public facts of its slot, if any: a card
    kept from a stock draw is lower than the one it replaced, or than the unseen cards' mean
    where its keeper had not seen that one; a card its owner kept over others is at most the
    lowest of them, or the mean."""
    bounds = []
    if "kept_over" in slot:
        bounds.append(points(slot["kept_over"]) if slot["kept_over_seen"] else mean)
    if "held_over" in slot:
        bounds.append(points(slot["held_over"]) + 0.5)
    if "held_over_unseen" in slot:
        bounds.append(mean + 0.5)
    return min(bounds) if bounds else None


class DacPlay(KindPlay):
    rollout_depth = 120  # a round ends in a few dozen plies: play it out
    iterations_per_ms = 3.6

    def iteration_cost(self, seats: int) -> float:
        # Every seat's row is dealt in each determinization and every seat answers each snap
        # window, until the playout's depth caps the plies. Fitted to the time of an
        # iteration at 3, 4, 6, 8, 12 and 16 seats against 2 (bench.bots --speed 3, compiled,
        # two rounds, 2026-12-06): 1.46, 1.78, 2.47, 3.07, 4.0 and 4.7.
        return (seats / 2) ** 0.8

    def determinizer(self, game, view):
        seat = view["seat"]
        unseen_cards = _unseen_cards(view)
        # each row as the view shows it (a card, None for an empty slot, _DEALT for a card
        # dealt from the unseen ones), who has seen each card (a public fact that views with
        # memory show), and the cards to deal below a bound (_bound)
        rows, known, bounds = [], [], []
        mean = _mean_points(unseen_cards)
        for p in view["players"]:
            row, row_known = [], []
            for s in p["slots"]:
                if not s["occupied"]:
                    row.append(None)
                    row_known.append([])
                    continue
                if "card" in s:
                    row.append(s["card"])
                else:
                    row.append(_DEALT)
                    bound = _bound(s, mean)
                    if bound is not None:
                        bounds.append((p["seat"], s["slot"], bound))
                if "seen_by" in s:
                    row_known.append(list(s["seen_by"]))
                elif "card" in s:
                    row_known.append([seat])
                else:
                    # a view without memory: the first two of a player's cards stand in for
                    # those it looked at
                    row_known.append([p["seat"]] if p["seat"] != seat and p["seat"] in
                                     view["peeked"] and s["slot"] < 2 else [])
            rows.append(row)
            known.append(row_known)
        players, options = view["players"], view["options"]
        names = [p["name"] for p in players]
        decks = decks_for(len(players), options)
        pending, window = view["pending"], view["snap_window"]
        public = {"dealer": view["dealer"], "phase": view["phase"],
                  "current": view["current"] if view["current"] is not None else 0,
                  "caller": view["caller"], "caller_turn_over": view["caller_turn_over"],
                  "call_ok": view["call_ok"], "round_no": view["round"], "stacked": False,
                  "result": None}

        def determinize(rng):
            pool = list(unseen_cards)
            shuffle(rng, pool)
            # each bounded card first (the shuffled pool's last card below its bound; with
            # none below, it is dealt as the rest are), then the rest in the view's order of
            # seats and slots, then the pending card
            dealt = [list(row) for row in rows]
            for p, slot, bound in bounds:
                for i in range(len(pool) - 1, -1, -1):
                    if points(pool[i]) < bound:
                        dealt[p][slot] = pool.pop(i)
                        break
            dealt = [[pool.pop() if card is _DEALT else card for card in row] for row in dealt]
            return game.state_class(game, {
                **public, "names": list(names), "options": dict(options), "decks": decks,
                "rows": dealt, "known": [[list(k) for k in row] for row in known],
                "pending": pending and {"source": pending["source"],
                                        "card": pending["card"] or pool.pop()},
                "stock": pool, "discard": list(view["discard_pile"]),
                "peeked": list(view["peeked"]),
                "window": window and dict(window, responded=list(window["responded"])),
                "turns_done": [p["turns_done"] for p in players],
                "totals": [p["total"] for p in players], "rounds": list(view["rounds"]),
                "rng": sample_rng(rng).to_dict()})
        return determinize

    def score(self, view, move):
        kind = move["type"]
        est = _Estimate(view)
        if kind == "initial_peek":
            return float(len(move["slots"]))
        if kind == "snap":
            wanted = view["snap_window"]["rank"]
            sure = all(isinstance(s, int) and est.cards.get(s) is not None
                       and rank(est.cards[s]) == wanted for s in move["slots"])
            return 20.0 if sure else -20.0
        value = 0.0
        if kind == "draw_stock":
            value = 0.5
        elif kind == "take_discard":
            top = points(view["discard_pile"][-1])
            value = max((est.own(s) - top for s in est.slots), default=0.0) - 1.0
        elif kind == "replace":
            value = est.own(move["slot"]) - points(view["pending"]["card"])
        elif kind == "discard_drawn":
            card = view["pending"]["card"]
            value = 1.0 if card[0] in "QJ" else 0.0
        elif kind == "queen_peek":
            value = 1.0 if est.slots.get(move["slot"]) is None else -1.0
        elif kind == "jack_swap":
            theirs = est.others.get((move["target_player"], move["target_slot"]))
            value = est.own(move["own_slot"]) - (est.unknown if theirs is None else theirs) - 0.5
        if move.get("call_dac") or kind == "call_dac":
            unknown = sum(v is None for v in est.slots.values())
            value += 3.0 if est.total() <= _CALL_AT and unknown <= 1 else -3.0
        return value

    def searched(self, view, moves):
        """Looking costs nothing: look at as many cards as allowed. A snap of a card not known
        to be of the window's rank risks a penalty for nothing a search can learn: only sure
        snaps are tried. A call is tried only with at most one own card unknown."""
        peeks = [m for m in moves if m["type"] == "initial_peek"]
        if peeks:
            most = max(len(m["slots"]) for m in peeks)
            return [m for m in peeks if len(m["slots"]) == most]
        est = _Estimate(view)
        blind = sum(v is None for v in est.slots.values()) > 1
        return [m for m in moves if (m["type"] != "snap" or self.score(view, m) > 0)
                and not (blind and (m.get("call_dac") or m["type"] == "call_dac"))]

    def reward(self, state):
        """Search playouts score the points between seats, not only who won: a far steadier
        signal over a few hundred playouts."""
        result = state.result
        key = result["totals"] if state.options["scoring"] == "cumulative" else result["scores"]
        return fewer_is_better(key, 4.0)

    def evaluate(self, state):
        rows = [sum(points(c) for c in row if c) for row in state.rows]
        return fewer_is_better([t + r for t, r in zip(state.totals, rows)], 5.0)

    def outcome(self, state):
        result, n = state.result, len(state.names)
        key = result["totals"] if state.options["scoring"] == "cumulative" else result["scores"]
        winners = set(result["winners"])
        rest = sorted({key[s] for s in range(n) if s not in winners})
        return places([sorted(winners)] + [[s for s in range(n) if s not in winners
                                            and key[s] == k] for k in rest], n)

    def rollout_move(self, state, seat, moves, rng):
        """The greedy rule, on what `seat` knows in the determinized game (the engine keeps
        who has seen each card), so that looking at cards is worth something in a playout:
        a snap window is answered with a sure snap or a pass, the most cards are looked at
        in the initial peek, the current seat's turn is `_turn_move`'s, and anything else is
        drawn at random. The playouts make the same choices without the listing where they
        can (`playout_step`)."""
        if state.phase != "setup_peek" and len(moves) > 1 and moves[1]["type"] == "snap":
            # most plies answer a snap window, listed as its pass and then a snap of each
            # own slot (the playouts make these answers without the moves: playout_step)
            snaps = []
            for m in moves[1:]:
                if m["type"] != "snap":
                    break
                snaps.append(m)
            slot = _sure_snap(state, seat, [m["slots"][0] for m in snaps])
            return moves[0] if slot is None else next(m for m in snaps if m["slots"] == [slot])
        peeks = [m for m in moves if m["type"] == "initial_peek"]
        if peeks:
            return max(peeks, key=lambda m: len(m["slots"]))
        move = _turn_move(state, seat, rng) if seat == state.current else None
        return moves[below(rng, len(moves))] if move is None else move

    def playout_step(self, state, seat, rng):
        """A snap window's answer (most plies) and the current seat's turn are made without
        listing every move: the rollout policy's choice, of the same listing."""
        if state.result is not None or state.phase in ("setup_peek", "round_over"):
            return KindPlay.playout_step(self, state, seat, rng)
        window = state.window
        if window is not None and seat not in window["responded"]:
            occupied = state._occupied(seat)
            if not occupied:  # the pass alone: the policy draws for it
                return KindPlay.playout_step(self, state, seat, rng)
            slot = _sure_snap(state, seat, occupied)
            state.apply_listed(seat, {"type": "pass_snap"} if slot is None
                               else {"type": "snap", "slots": [slot]})
            return True
        move = _turn_move(state, seat, rng) if seat == state.current else None
        if move is None:
            return KindPlay.playout_step(self, state, seat, rng)
        state.apply_listed(seat, move)
        return True


def _turn_move(state, seat: int, rng) -> dict | None:
    """`rollout_move`'s choice for the current seat in a turn's phase, made from the state
    without its listing (the same draws); None, with nothing drawn, where the policy would
    choose among the whole listing (no card to replace, peek or swap: rare)."""
    row, known = state.rows[seat], state.known[seat]
    worst, worst_value, total, unknown = None, 0.0, 0.0, 0
    for s, card in enumerate(row):
        if card:
            if seat in known[s]:
                value = points(card)
            else:
                value = _MEAN
                unknown += 1
            total += value
            if worst is None or value > worst_value:
                worst, worst_value = s, value
    phase = state.phase
    if phase == "turn_draw":
        can_draw = state._can_draw()
        can_take = bool(state.discard) and worst is not None
        if not (can_draw or can_take):
            return None
        if can_take and points(state.discard[-1]) < worst_value - 2 or not can_draw:
            return {"type": "take_discard"}
        return {"type": "draw_stock"}
    if worst is None:
        return None
    if phase == "turn_resolve":
        if points(state.pending["card"]) < worst_value - 0.5:
            bodies = [{"type": "replace", "slot": worst}]
        elif state.pending["source"] == "stock":
            bodies = [{"type": "discard_drawn"}]
        else:
            bodies = [{"type": "replace", "slot": s} for s in state._occupied(seat)]
    elif phase == "power_q":
        bodies = [{"type": "queen_peek", "slot": s} for s in state._occupied(seat)
                  if seat not in known[s]] or [{"type": "skip_power"}]
    elif phase == "power_j":
        targets = [(t, state._occupied(t)) for t in state._jack_targets(seat)]
        if not targets:
            return None
        if worst_value > _MEAN:
            owns = [worst]
        elif state.options["jack_optional"]:
            owns = []
        else:
            owns = state._occupied(seat)
        bodies = [{"type": "jack_swap", "own_slot": own, "target_player": t, "target_slot": ts}
                  for own in owns for t, slots in targets for ts in slots] \
            or [{"type": "skip_power"}]
    else:
        return None
    body = bodies[below(rng, len(bodies))]
    # each body is listed again with the call when calling is open: the policy's calls
    # choose between the two
    if total <= _CALL_AT and unknown <= 1 and state.options["dac_timing"] == "end_of_turn" \
            and state._call_allowed():
        body["call_dac"] = True
    return body


def _sure_snap(state, seat: int, slots: list[int]) -> int | None:
    """The first of `slots` (the seat's own, in its listing's order) whose card the seat has
    seen and is of the snap window's rank: the playouts' snap, else their pass."""
    row, known, wanted = state.rows[seat], state.known[seat], state.window["rank"]
    for slot in slots:
        if seat in known[slot] and rank(row[slot]) == wanted:
            return slot
    return None


PLAY = DacPlay()
