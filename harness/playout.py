"""Seeded random playouts shared by the property tests and the benchmark-free checks.

`KINDS` gives, per game kind, what a property test must know that the engine does not expose:
where every card is, which cards a viewer may see, and a source of random candidate moves.
"""

import copy
import random

from engine import GAMES, IllegalMove
from engine.cards import RANKS, SUITS, standard_deck
from engine.referee import make_record

# every card id of every kind's decks (two-deck copies carry #1 / #2)
_CARD_IDS = frozenset(f"{card}{copy}" for card in [r + s for r in RANKS for s in SUITS] +
                      ["JK1", "JK2"] for copy in ("", "#1", "#2"))


def cards_in(value, found: set | None = None) -> set[str]:
    """Every card id anywhere in a JSON-like value (as a whole string value or a key)."""
    found = set() if found is None else found
    kind = type(value)
    if kind is str:
        if value in _CARD_IDS:
            found.add(value)
    elif kind is dict:
        for key, item in value.items():
            if key in _CARD_IDS:
                found.add(key)
            cards_in(item, found)
    elif kind is list or kind is tuple:
        for item in value:
            cards_in(item, found)
    return found


class VriAtterKind:
    full_deck = staticmethod(lambda state: standard_deck())
    complete_listing = True  # every accepted single play, draw, pass, knock and combo is listed
    forced_options = staticmethod(lambda rng: {})
    # 8s turned face up and reburied at the deal were seen by everyone
    announced = staticmethod(lambda e: set(e["public"].get("reburied", [])))

    @staticmethod
    def all_cards(state) -> list[str]:
        return [c for h in state.hands for c in h] + state.stock + state.discard

    @staticmethod
    def visible(state, viewer) -> set[str]:
        seen = set(state.discard)
        if viewer is not None:
            seen |= set(state.hands[viewer])
        return seen

    @staticmethod
    def candidates(state, rng, seat) -> list[dict]:
        deck = standard_deck()
        hand = state.hands[seat] or deck
        out = [{"type": "draw"}, {"type": "pass"},
               {"type": "knock", "target": rng.randrange(len(state.names))}]
        for card in rng.sample(hand, min(3, len(hand))) + [rng.choice(deck)]:
            move = {"type": "play", "card": card}
            if card.startswith("8"):
                move["nominate_suit"] = rng.choice("CDHS")
            out.append(move)
        if state.options["arithmetic"] != "off" and len(hand) >= 2:
            a, b = rng.sample(hand, 2)
            move = {"type": "play_combo", "cards": [a, b]}
            if b.startswith("8"):
                move["nominate_suit"] = rng.choice("CDHS")
            out.append(move)
        return out

    @staticmethod
    def choose(state, rng, moves_by_seat):
        """Mostly the active player, mostly playing a card; sometimes a knock."""
        knocks = [(s, m) for s, ms in moves_by_seat.items() for m in ms if m["type"] == "knock"]
        if knocks and rng.random() < 0.3:
            return rng.choice(knocks)
        seat = state.current
        moves = moves_by_seat[seat]
        own = [m for m in moves if m["type"] != "knock"]
        plays = [m for m in own if m["type"].startswith("play")]
        if plays and rng.random() < 0.85:
            return seat, rng.choice(plays)
        return seat, rng.choice(own)


class PresidentKind:
    full_deck = staticmethod(lambda state: standard_deck(jokers=state.options["jokers"]))
    complete_listing = False  # one play is listed per rank and count, not per physical card
    forced_options = staticmethod(lambda rng: {"max_rounds": rng.randint(1, 3)})
    # the first leader's holding of the first lead card is announced (3.5)
    announced = staticmethod(lambda e: {e["public"].get("first_lead_card")} - {None})

    @staticmethod
    def all_cards(state) -> list[str]:
        return [c for h in state.hands for c in h] + state.pile + \
            [c for p in state.trick for c in p["cards"]]

    @staticmethod
    def visible(state, viewer) -> set[str]:
        seen = set(state.pile) | {c for p in state.trick for c in p["cards"]}
        if viewer is not None:
            seen |= set(state.hands[viewer])
        return seen

    @staticmethod
    def candidates(state, rng, seat) -> list[dict]:
        hand = state.hands[seat] or standard_deck()
        out = [{"type": "pass"}, {"type": "next_round"}, {"type": "exchange_take", "requests": []},
               {"type": "exchange_return", "cards": rng.sample(hand, min(2, len(hand)))}]
        for k in (1, 2, 3):
            if len(hand) >= k:
                move = {"type": "play", "cards": rng.sample(hand, k)}
                if rng.random() < 0.3:
                    move["declared_rank"] = rng.choice(["6", "9", "2", "K"])
                out.append(move)
        return out

    @staticmethod
    def choose(state, rng, moves_by_seat):
        options = [(s, m) for s, ms in moves_by_seat.items() for m in ms]
        plays = [(s, m) for s, m in options if m["type"] == "play"]
        if plays and rng.random() < 0.7:
            return rng.choice(plays)
        return rng.choice(options)


class SlyngKind:
    full_deck = staticmethod(lambda state: [r + s for s in "CDHS" for r in (
        ["2", "3", "4", "5"] if state.options["deck"] == 52 else []) +
        ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]])
    complete_listing = False  # slyngs are listed with one pair per rank
    forced_options = staticmethod(lambda rng: {})
    # the lowest trump shown to choose the first attacker is public (1.5)
    announced = staticmethod(lambda e: {e["public"].get("shown_trump")} - {None})

    @staticmethod
    def all_cards(state) -> list[str]:
        return [c for h in state.hands for c in h] + state.stock + state.discard + state.served + \
            [b for b in state.answers.values() if b is not None]

    @staticmethod
    def visible(state, viewer) -> set[str]:
        seen = set(state.discard) | set(state.served) | {state.trump_card}
        seen |= {b for b in state.answers.values() if b is not None}
        if viewer is not None:
            seen |= set(state.hands[viewer])
        return seen

    @staticmethod
    def candidates(state, rng, seat) -> list[dict]:
        hand = state.hands[seat] or ["2C"]
        out = [{"type": "attack", "cards": rng.sample(hand, min(k, len(hand)))} for k in (1, 3, 5)]
        for a in state.served or ["5H"]:
            out.append({"type": "take", "attack_card": a})
            out.append({"type": "beat", "attack_card": a, "card": rng.choice(hand)})
        out.append({"type": "defend", "responses": [
            {"attack_card": a, "beat_with": rng.choice([None, *hand])} for a in state.served]})
        return out

    @staticmethod
    def choose(state, rng, moves_by_seat):
        options = [(s, m) for s, ms in moves_by_seat.items() for m in ms]
        return rng.choice(options)


class DacKind:
    full_deck = staticmethod(lambda state: standard_deck(decks=state.decks))
    complete_listing = False  # snaps are listed one slot at a time
    forced_options = staticmethod(lambda rng: {"target_score": rng.randint(30, 80)})
    # cards these events turn face up for everyone (tests/engine/test_dac_knowledge.py checks
    # independently that nothing else is shown)
    announced = staticmethod(lambda e: cards_in(e["public"]) if e["type"] in (
        "snap_failed", "snapped", "replaced", "took_discard", "discarded") else set())

    @staticmethod
    def all_cards(state) -> list[str]:
        pending = [state.pending["card"]] if state.pending else []
        return [c for row in state.rows for c in row if c] + state.stock + state.discard + pending

    @staticmethod
    def visible(state, viewer) -> set[str]:
        """What the engine may show: public cards (those the facts of a kept card name among
        them, turned up when they were), and with memory_aid what the viewer saw."""
        seen = set(state.discard) | {c for r in state.rounds for row in r["layouts"]
                                     for c in row if c} | \
            {card for row in state.facts for fact in row if fact
             for card in (fact[0], fact[2]) if card}
        if state.pending and (state.pending["source"] == "discard" or viewer == state.current):
            seen.add(state.pending["card"])
        if viewer is not None:
            seen |= {c for p, row in enumerate(state.rows) for i, c in enumerate(row)
                     if c and viewer in state.known[p][i]}
        return seen

    @staticmethod
    def candidates(state, rng, seat) -> list[dict]:
        row = len(state.rows[seat])
        return [{"type": "initial_peek", "slots": rng.sample(range(row), min(row, 2))},
                {"type": "draw_stock"}, {"type": "take_discard"}, {"type": "discard_drawn"},
                {"type": "replace", "slot": rng.randrange(row + 1)},
                {"type": "queen_peek", "slot": rng.randrange(row + 1)}, {"type": "skip_power"},
                {"type": "snap", "slots": [rng.randrange(row + 1)]}, {"type": "pass_snap"},
                {"type": "next_round"}]

    @staticmethod
    def choose(state, rng, moves_by_seat):
        options = [(s, m) for s, ms in moves_by_seat.items() for m in ms]
        calls = [(s, m) for s, m in options if m.get("call_dac") or m["type"] == "call_dac"]
        if calls and rng.random() < 0.08:
            return rng.choice(calls)
        snaps = [(s, m) for s, m in options if m["type"] == "snap"]
        rest = [(s, m) for s, m in options if m["type"] != "snap"]
        if snaps and (not rest or rng.random() < 0.15):
            return rng.choice(snaps)
        return rng.choice(rest)


KINDS = {"vri_atter": VriAtterKind, "president": PresidentKind, "slyng": SlyngKind,
         "dac": DacKind}


def random_options(kind: str, rng: random.Random) -> dict:
    out = {}
    for o in GAMES[kind].options:
        if rng.random() < 0.5 or o.name == "max_players":
            continue
        if o.kind == "bool":
            out[o.name] = rng.random() < 0.5
        elif o.kind == "choice":
            out[o.name] = rng.choice(o.choices)
        elif o.kind == "int":
            out[o.name] = rng.randint(o.minimum, min(o.maximum, o.minimum + 4))
        else:
            out[o.name] = rng.sample(list(o.choices), rng.randint(0, len(o.choices)))
    return out


def random_game(kind: str, rng: random.Random, seed: str, most_players: int,
                most_rounds: int = 2):
    """A new game of `kind` with random options, up to `most_players` players and (President)
    up to `most_rounds` rounds; options that do not fit the player count give way to the
    kind's forced ones. Returns the options, the state and the deal's events."""
    game, adapter = GAMES[kind], KINDS[kind]
    n = rng.randint(game.min_players, min(game.max_players, most_players))
    options = {**random_options(kind, rng), **adapter.forced_options(rng)}
    if kind == "president":
        options["max_rounds"] = rng.randint(1, most_rounds)
    try:
        return (options, *game.new_state([f"p{i}" for i in range(n)], options, seed=seed))
    except IllegalMove:  # a random option that does not fit this many players
        options = {**adapter.forced_options(rng),
                   **({"max_rounds": 1} if kind == "president" else {})}
        return (options, *game.new_state([f"p{i}" for i in range(n)], options, seed=seed))


def recorded_game(kind: str, seed: int, stacked: bool = False, stream: int = 2):
    """A finished random game drawn from random `stream`: its record, and every state it
    passed through."""
    rng = random.Random(f"record-{kind}-{seed}")
    game, adapter = GAMES[kind], KINDS[kind]
    names = [f"p{i}" for i in range(rng.randint(game.min_players, min(game.max_players, 5)))]
    options = {**random_options(kind, rng), **adapter.forced_options(rng)}
    if kind == "dac" and seed % 2:  # matches of several rounds, each with its deal
        options["scoring"] = "cumulative"
    setup = {}
    if stacked:
        deck = game.new_state(names, options, seed="order")[0].full_deck()
        rng.shuffle(deck)
        setup = {"deck": deck, "dealer": rng.randrange(len(names))}
    try:
        state, _ = game.new_state(names, options, seed=f"seed-{seed}", stream=stream, **setup)
    except IllegalMove:  # a random option that does not fit this many players
        options = adapter.forced_options(rng)
        state, _ = game.new_state(names, options, seed=f"seed-{seed}", stream=stream, **setup)
    states, moves = [state.clone()], []
    while not state.finished:
        seat, move = adapter.choose(state, rng,
                                    {s: state.legal_moves(s) for s in range(len(names))})
        state.apply(seat, copy.deepcopy(move))
        moves.append({"seat": seat, "move": move})
        states.append(state.clone())
    return make_record(kind, names, options, f"seed-{seed}", state.stacked, state, moves), states


def verdict(state, seat, move):
    """What `state` answers `seat` trying `move`: "accepted", or the refusal's code, message
    and field."""
    try:
        state.check(seat, move)
    except IllegalMove as err:
        return err.code, err.message, err.field
    return "accepted"


def accepted(state, seat, move) -> bool:
    return verdict(state, seat, move) == "accepted"
