"""Property tests over many seeded random games of every kind.

For each game: cards are conserved, every listed legal move is accepted, sampled moves are
accepted exactly when listed (and leave the state unchanged when rejected), states survive
serialization (every third step), no view or event shows a viewer a card they may not see,
and the game ends.
In a third of the games a seat resigns at a random moment: the same holds after it, the seat
acts no more, and the result ranks it last.
"""

import random
import types

import pytest

from engine import GAMES, IllegalMove
from harness.playout import KINDS, accepted, cards_in, random_options

GAMES_PER_KIND = 100
MAX_STEPS = 20_000


def play_one(kind: str, seed: int) -> None:
    rng = random.Random(seed)
    game, adapter = GAMES[kind], KINDS[kind]
    n = rng.randint(game.min_players, min(game.max_players, 5 if seed % 4 else 16))
    options = {**random_options(kind, rng), **adapter.forced_options(rng)}
    names = [f"p{i}" for i in range(n)]
    try:
        state, events = game.new_state(names, options, seed=f"seed-{seed}")
    except IllegalMove as err:  # a random option that does not fit this many players
        assert err.code == "BAD_PARAMETERS" and err.field and err.field.startswith("options")
        state, events = game.new_state(names, adapter.forced_options(rng), seed=f"seed-{seed}")
    full = sorted(adapter.full_deck(state))
    seats = range(n)
    seen_before = {v: set() for v in [*seats, None]}
    resign_at = rng.randrange(150) if seed % 3 == 0 else None
    for step in range(MAX_STEPS):
        assert sorted(adapter.all_cards(state)) == full, "cards not conserved"
        visible = {v: adapter.visible(state, v) for v in [*seats, None]}
        for viewer in [*seats, None]:
            view = {k: v for k, v in state.view(viewer).items() if k != "options"}
            assert cards_in(view) <= visible[viewer], "view leak"
            for e in events:
                shown = cards_in(state.project_event(e, viewer, live=True))
                allowed = visible[viewer] | seen_before[viewer] | adapter.announced(e)
                assert shown <= allowed, f"event leak in {e['type']} for {viewer}"
        if state.finished or step % 3 == 0:  # the steps whose rejections are checked below
            snapshot = state.to_dict()
            assert game.load(snapshot).to_dict() == snapshot
        if state.finished or step % 7 == 0:
            assert_views_own(state, [*seats, None])
        if state.finished:
            assert all(state.legal_moves(s) == [] for s in seats)
            check_resignations(state)
            return
        if step == resign_at:
            events = resign_someone(state, rng.choice(list(seats)))
            seen_before = visible
            continue
        moves = {s: state.legal_moves(s) for s in seats}
        assert any(moves.values()), "nobody can move in an unfinished game"
        if step % 7 == 0:
            listed = [(s, m) for s in seats for m in moves[s]]
            for s, m in rng.sample(listed, min(40, len(listed))):
                assert accepted(state, s, m), (s, m)
        if step % 3 == 0:
            for s in rng.sample(list(seats), min(2, n)):
                for m in adapter.candidates(state, rng, s):
                    if m in moves[s]:
                        assert accepted(state, s, m), (s, m)
                    elif adapter.complete_listing:
                        # applied for real: the rejection must leave the state as it was
                        try:
                            state.apply(s, m)
                        except IllegalMove:
                            continue
                        raise AssertionError(("accepted but not listed", s, m))
            assert state.to_dict() == snapshot
        seen_before = visible
        seat, move = adapter.choose(state, rng, moves)
        events = state.apply(seat, move)
        assert_own(events, held_by(state), f"the events of {move}")
    raise AssertionError(f"{kind} seed {seed} did not end in {MAX_STEPS} steps")


def held_by(state) -> set[int]:
    """The ids of every list and dict the state holds: its instance dict's values, or, compiled,
    its declared fields'."""
    held = set()
    fields = dict(getattr(state, "__dict__", {}))
    for cls in type(state).__mro__:
        fields.update((name, getattr(state, name)) for name, value in vars(cls).items()
                      if isinstance(value, types.GetSetDescriptorType)
                      and not name.startswith("__"))
    stack = list(fields.values())  # not `fields`, a dict made here, whose id may be reused
    while stack:
        value = stack.pop()
        if isinstance(value, (list, dict)) and id(value) not in held:
            held.add(id(value))
            stack.extend(value.values() if isinstance(value, dict) else value)
    return held


def assert_own(answer, held: set[int], what: str) -> None:
    """No list or dict of `answer` (a view, events) is one the state holds: an answer kept by
    its caller stays as it was when the game moves on, and changing it cannot change the
    game."""
    stack = [answer]
    while stack:
        value = stack.pop()
        if isinstance(value, (list, dict)):
            assert id(value) not in held, f"{what} shares {value!r}"
            stack.extend(value.values() if isinstance(value, dict) else value)


def assert_views_own(state, viewers) -> None:
    held = held_by(state)
    for viewer in viewers:
        for memory in (False, True):
            assert_own(state.view(viewer, memory=memory), held, f"the view of {viewer}")


def resign_someone(state, seat: int) -> list[dict]:
    """`seat` resigns: refused with NOT_IN_PLAY (state unchanged) only when it is out already."""
    before = state.to_dict()
    try:
        events = state.apply(seat, {"type": "resign"})
    except IllegalMove as err:
        assert err.code == "NOT_IN_PLAY", err
        assert state.to_dict() == before
        return []
    assert events[0] == {"type": "resigned", "public": events[0]["public"], "private": {}}
    assert events[0]["public"]["seat"] == seat
    assert seat in state.view(None)["resigned"]
    assert state.legal_moves(seat) == []
    with pytest.raises(IllegalMove) as again:
        state.apply(seat, {"type": "resign"})
    assert again.value.code in ("NOT_IN_PLAY", "GAME_OVER")
    return events


def check_resignations(state) -> None:
    """Whoever resigned is named in the result and, where the kind ranks seats, ranked last."""
    resigned = state.resigned_seats()
    assert state.result.get("resigned", []) == resigned
    order = state.result.get("finishing_order")
    if resigned and order is not None:
        assert order[-len(resigned):] == [[s] for s in reversed(resigned)]
        assert sorted(s for group in order for s in group) == list(range(len(state.names)))


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_random_games(kind):
    for seed in range(GAMES_PER_KIND):
        play_one(kind, seed)


def test_every_kind_has_property_coverage():
    assert set(KINDS) == set(GAMES)


def test_rejection_leaves_state_unchanged_on_illegal_apply():
    game = GAMES["vri_atter"]
    state, _ = game.new_state(["a", "b"], seed="r")
    before = state.to_dict()
    other = 1 - state.current
    with pytest.raises(IllegalMove):
        state.apply(other, {"type": "draw"})
    assert state.to_dict() == before
