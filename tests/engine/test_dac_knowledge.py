"""Dač's hidden information, checked against an independent model of who has seen what.

The model is built from the moves alone (not from the engine's known_by sets or events): a
player has seen a card they peeked at, drew, looked at with a Queen or a looking Jack; a card
is public once it was face up (discarded, taken from the pile, snapped, revealed). No view or
logged event may show a player a card outside their model, and in strict memory mode no view
may show any face-down card at all.
"""

import random

from engine import GAMES
from harness.playout import KINDS, cards_in, random_options

GAME = GAMES["dac"]


def observe(before, seat, move, after, seen, public):
    kind = move["type"]
    row = before.rows[seat]
    if kind == "initial_peek":
        seen[seat] |= {row[s] for s in move["slots"]}
    elif kind == "queen_peek":
        seen[seat].add(row[move["slot"]])
    elif kind == "draw_stock":
        seen[seat].add(after.pending["card"])
    elif kind == "jack_swap" and before.options["jack_look"]:
        seen[seat] |= {row[move["own_slot"]],
                       before.rows[move["target_player"]][move["target_slot"]]}
    elif kind == "snap":
        for e in move["slots"]:
            owner, slot = (seat, e) if isinstance(e, int) else (e["player"], e["slot"])
            public.add(before.rows[owner][slot])
    if before.options["initial_peek"] == "fixed_first_two" and (
            after.round_no != before.round_no or kind == "none"):
        for p, r in enumerate(after.rows):
            seen[p] |= {r[0], r[1]}
    public |= set(after.discard)
    if after.pending and after.pending["source"] == "discard":
        public.add(after.pending["card"])
    if after.rounds and after.rounds[-1]["round"] == after.round_no:
        public |= {c for layout in after.rounds[-1]["layouts"] for c in layout if c}


def face_down(state) -> set[str]:
    return {c for row in state.rows for c in row if c}


def test_no_view_or_event_shows_an_unseen_card():
    for seed in range(30):
        rng = random.Random(seed)
        n = rng.choice([2, 3, 4, 9, 16]) if seed % 3 else rng.randint(2, 6)
        options = {**random_options("dac", rng), **KINDS["dac"].forced_options(rng)}
        options["decks"] = "auto"
        state, events = GAME.new_state([f"p{i}" for i in range(n)], options, seed=str(seed))
        seen = {p: set() for p in range(n)}
        public: set[str] = set(state.discard)
        observe(state, 0, {"type": "none"}, state, seen, public)
        log = list(events)
        for _ in range(20_000):
            for viewer in [*range(n), None]:
                allowed = public | (seen[viewer] if viewer is not None else set())
                # earlier rounds' reveals are history: this round's cards were reshuffled
                view = {k: v for k, v in state.view(viewer).items()
                        if k not in ("options", "rounds")}
                shown = cards_in(view)
                assert shown <= allowed, (seed, viewer, shown - allowed)
                if not state.options["memory_aid"]:
                    pending = {state.pending["card"]} if state.pending else set()
                    assert not (shown & face_down(state)) - pending
                for e in log[-12:]:
                    assert cards_in(state.project_event(e, viewer, live=True)) <= allowed
                    dealt_peek = e["type"] == "peeked" and "seat" not in e["public"]
                    if not state.options["memory_aid"] and not dealt_peek:
                        # read back from the log, no face-down card is served again
                        logged = cards_in(state.project_event(e, viewer))
                        assert not logged & face_down(state) - public, (seed, e)
            if state.finished:
                break
            moves = {s: state.legal_moves(s) for s in range(n)}
            seat, move = KINDS["dac"].choose(state, rng, moves)
            before = GAME.load(state.to_dict())
            new = state.apply(seat, move)
            if state.round_no != before.round_no:  # a new deal: nobody knows where cards are
                seen = {p: set() for p in range(n)}
                public, log = set(), []
                new = new[next(i for i, e in enumerate(new) if e["type"] == "dealt"):]
            log += new
            observe(before, seat, move, state, seen, public)
        assert state.finished
