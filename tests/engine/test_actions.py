"""The integer action interface (engine/actions.py) is the dict interface, numbered.

Over seeded random games of every kind with random options: at every step, every seat's legal
actions are its legal moves mapped one to one (distinct, within `num_actions`, each mapping back
to the very move listed), and applying an action does exactly what applying its move does
(same events, same state), as does applying the listed move as listed (`apply_listed`).
Actions outside what a seat may do are refused and change nothing.
"""

import random
from copy import deepcopy
from itertools import combinations
from pathlib import Path

import pytest

from engine import GAMES, IllegalMove
from engine.cards import RANKS, SUITS
from harness.playout import KINDS, random_game

GAMES_PER_KIND = 25
MAX_STEPS = 5_000


def check_step(state, seat: int) -> None:
    moves = state.legal_moves(seat)
    kept = deepcopy(moves)
    actions = state.legal_actions(seat)
    assert len(actions) == len(moves)
    assert len(set(actions)) == len(actions), "two listed moves share an action"
    for action, move in zip(actions, moves):
        assert 0 <= action < state.game.num_actions
        assert state.move_to_action(seat, move) == action
        answered = state.action_to_move(seat, action)
        assert answered == move
        # the caller's own: changing it changes neither the listing nor what is applied
        spoil(answered)
        assert state.action_to_move(seat, action) == move
    spoil(moves)
    assert state.legal_moves(seat) == kept
    assert state.legal_actions(seat) == actions


def spoil(value) -> None:
    """Change every list and dict in `value`."""
    if isinstance(value, list):
        for inner in value:
            spoil(inner)
        value.append("spoiled")
    elif isinstance(value, dict):
        for inner in value.values():
            spoil(inner)
        value["spoiled"] = True


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_actions_are_the_listed_moves_numbered(kind):
    game = GAMES[kind]
    for g in range(GAMES_PER_KIND):
        rng = random.Random(f"actions-{kind}-{g}")
        _, state, _ = random_game(kind, rng, f"actions-{g}", most_players=5 if g % 5 else 16)
        seats = range(len(state.names))
        for _ in range(MAX_STEPS):
            if state.finished:
                break
            for seat in seats:
                check_step(state, seat)
            # the property tests' choice of move (so that games end), as an action
            seat, move = KINDS[kind].choose(state, rng, {s: state.legal_moves(s) for s in seats})
            action = state.move_to_action(seat, move)
            twin, listed = state.clone(), state.clone()
            events = state.apply_action(seat, action)
            assert twin.apply(seat, twin.action_to_move(seat, action)) == events
            assert twin.to_dict() == state.to_dict()
            # the move as listed, applied without reading its shape (the bots' playouts)
            assert move in listed.legal_moves(seat)
            assert listed.apply_listed(seat, move) == events
            assert listed.to_dict() == state.to_dict()
            # an action the seat may not take now is refused and changes nothing
            other = rng.randrange(game.num_actions)
            if other not in state.legal_actions(seat) and not state.finished:
                before = state.to_dict()
                with pytest.raises(IllegalMove):
                    state.clone().apply_action(seat, other)
                assert state.to_dict() == before
        assert state.finished, f"{kind} game {g} did not end"


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_every_segment_decodes_what_it_encodes(kind):
    space = GAMES[kind].actions
    rng = random.Random(kind)
    for entry, segment in zip(space.describe(), space.segments):
        if segment.listed:
            continue
        for i in {0, segment.size - 1, *(rng.randrange(segment.size) for _ in range(200))}:
            action = entry["first"] + i
            decoded_segment, move = space.decode(action)
            assert decoded_segment is segment and move["type"] == segment.type
            assert space.encode(move) == action


@pytest.mark.parametrize("kind", sorted(GAMES))
@pytest.mark.parametrize("action", [-1, "3", 2.0, True, None])
def test_an_action_that_is_no_number_in_range_is_refused(kind, action):
    game = GAMES[kind]
    state, _ = game.new_state([f"p{i}" for i in range(game.min_players)], seed="range")
    before = state.to_dict()
    bad = game.num_actions if action is None else action
    with pytest.raises(IllegalMove) as err:
        state.apply_action(state.to_act()[0], bad)
    assert err.value.code == "BAD_PARAMETERS" and state.to_dict() == before


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_listed_action_as_a_float_or_a_bool_is_refused(kind):
    """2.0 and True equal listed actions 2 and 1 in Python; they are still no actions, whether
    the seat's listing was asked for first or not."""
    game = GAMES[kind]
    state, _ = game.new_state([f"p{i}" for i in range(game.min_players)], seed="range")
    seat = state.to_act()[0]
    listed = state.legal_actions(seat)
    before = state.to_dict()
    for action in (float(listed[0]), True if 1 in listed else float(listed[-1])):
        for fresh in (False, True):
            if not fresh:
                state.legal_actions(seat)
            with pytest.raises(IllegalMove) as err:
                state.apply_action(seat, action)
            assert err.value.code == "BAD_PARAMETERS" and state.to_dict() == before
            with pytest.raises(IllegalMove):
                state.action_to_move(seat, action)


def test_moves_beyond_the_listing_have_no_action():
    state, _ = GAMES["slyng"].new_state(["a", "b"], seed="beyond")
    for move in ({"type": "resign"}, {"type": "defend", "responses": []}, {"type": "attack"},
                 {"type": "attack", "cards": ["2H", "2H", "3C"]}, "attack"):
        with pytest.raises(IllegalMove) as err:
            state.move_to_action(0, move)
        assert err.value.code == "BAD_PARAMETERS"


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_rules_doc_shows_the_action_space(kind):
    doc = (Path(__file__).parents[2] / "engine" / "rules" / f"{kind}.md").read_text()
    assert GAMES[kind].actions.markdown() in doc


def test_dac_names_a_slot_by_its_place_among_the_occupied_ones():
    """A row's slot numbers grow without bound as penalty cards join it and keep the holes of
    snapped cards; an action names the slot by its place among the row's cards instead."""
    game = GAMES["dac"]
    first = {e["type"]: e["first"] for e in game.actions.describe()}
    for seed in range(300):
        state, _ = game.new_state(["a", "b"], seed=f"holes-{seed}")
        rng = random.Random(seed)
        while not state.finished:
            seat = state.to_act()[0]
            occupied = state._occupied(seat)
            replaces = [m for m in state.legal_moves(seat)
                        if m["type"] == "replace" and "call_dac" not in m]
            if replaces and occupied[0] != 0:  # the row's first slot is empty
                for place, move in enumerate(replaces):
                    assert move["slot"] == occupied[place]
                    assert state.move_to_action(seat, move) == first["replace"] + 2 * place
                    assert state.action_to_move(seat, first["replace"] + 2 * place) == move
                # a place past the row's cards names no slot of it: refused, nothing changed
                before = state.to_dict()
                with pytest.raises(IllegalMove) as err:
                    state.apply_action(seat, first["replace"] + 2 * len(occupied))
                assert err.value.code == "NOT_OWN_SLOT" and state.to_dict() == before
                return
            state.apply_action(seat, rng.choice(state.legal_actions(seat)))
    pytest.fail("no random Dač game left a hole in a row")


def test_a_slyng_attack_is_named_once_by_its_set():
    """Three sevens: the pair is the two lowest suits (7C 7D), the other card 7H; digits that
    spell the same set another way (the pair 7C 7H and 7D) are refused."""
    game = GAMES["slyng"]
    deck = game.new_state(["a", "b"], seed="order")[0].full_deck()
    mine = ["7C", "7D", "7H", "2S", "3S"]
    rest = [c for c in deck if c not in mine]
    stacked = [c for pair in zip(mine, rest) for c in pair] + rest[len(mine):]
    state, _ = game.new_state(["a", "b"], seed="sevens", deck=stacked, dealer=1)
    assert sorted(state.hands[0]) == sorted(mine) and state.to_act() == [0]
    first = game.actions.first("attack")
    pair_no = {p: i for i, p in enumerate(
        (r + a, r + b) for r in RANKS for a, b in combinations(SUITS, 2))}
    card_no = {c: i for i, c in enumerate(deck)}
    named = first + 52 + pair_no[("7C", "7D")] * 52 + card_no["7H"]
    alias = first + 52 + pair_no[("7C", "7H")] * 52 + card_no["7D"]
    assert named in state.legal_actions(0) and alias not in state.legal_actions(0)
    assert sorted(state.action_to_move(0, named)["cards"]) == ["7C", "7D", "7H"]
    before = state.to_dict()
    with pytest.raises(IllegalMove) as err:
        state.apply_action(0, alias)
    assert err.value.code == "BAD_PARAMETERS" and state.to_dict() == before
    state.apply_action(0, named)
    assert sorted(state.served) == ["7C", "7D", "7H"]


def test_every_attack_of_a_large_slyng_hand_is_its_listed_move():
    """A defender who took many cards attacks with hands of threes, fours of a rank and many
    pairs: every listed attack's action maps to its move and back, and applying it does what
    the move does (an attack's cards are made only for the action applied)."""
    game = GAMES["slyng"]
    rng = random.Random("large hands")
    sizes = set()
    for i in range(150):
        options = {"slyng_limit": "none"} if i % 3 else {"slyng_strict": True}
        state, _ = game.new_state(["a", "b", "c"], options, seed=f"large-{i}")
        deck = state.full_deck()
        rng.shuffle(deck)
        held = rng.randint(3, 18)
        attacker = state.attacker
        state.hands[attacker], state.hands[state.defender] = deck[:held], deck[held:held + 5]
        check_step(state, attacker)
        sizes.update(len(m["cards"]) for m in state.legal_moves(attacker))
        action = rng.choice(state.legal_actions(attacker))
        twin = state.clone()
        assert state.apply_action(attacker, action) == \
            twin.apply(attacker, twin.action_to_move(attacker, action))
        assert state.to_dict() == twin.to_dict()
    assert sizes == {1, 3, 5}
