"""A quiet state (`State.quiet`, as the RL environments and the bots' searches make theirs)
makes no events, and otherwise plays exactly as a state that makes them.

Over seeded random games of every kind with random options, a quiet copy of each game takes
the same moves as the game, each through one of the ways a move is made (an action, a dict
move, a move as listed, now and then a resignation): it answers no events where the game
answers its events, and after every move it holds the same state and lists the same actions,
and shows every seat the same view. A clone of a quiet state is quiet; the record does not say
whether a state was.
"""

import random

import pytest

from engine import GAMES, IllegalMove
from harness.playout import KINDS, random_game

GAMES_PER_KIND = 30
MAX_STEPS = 5_000
VIEWS_EVERY = 7  # steps: every seat's view is compared on these


def _moved(state, quiet, seat: int, move: dict, way: int) -> tuple[list, list]:
    """(the game's answer, the quiet copy's) to `move`, made `way`'s way."""
    if way == 0:
        action = state.move_to_action(seat, move)
        return state.apply_action(seat, action), quiet.apply_action(seat, action)
    if way == 1:
        return state.apply(seat, move), quiet.apply(seat, move)
    return state.apply_listed(seat, move), quiet.apply_listed(seat, move)


def _resigned(state, quiet, rng: random.Random) -> tuple[list, list] | None:
    """A random seat's resignation, made on both, if the seat may resign."""
    seat = rng.randrange(len(state.names))
    try:
        events = state.apply(seat, {"type": "resign"})
    except IllegalMove:
        return None
    return events, quiet.apply(seat, {"type": "resign"})


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_quiet_state_plays_as_its_game_and_answers_no_events(kind):
    for g in range(GAMES_PER_KIND):
        rng = random.Random(f"quiet-{kind}-{g}")
        _, state, _ = random_game(kind, rng, f"quiet-{g}", most_players=6)
        quiet = state.clone()
        quiet.quiet = True
        seats = range(len(state.names))
        resign_at = rng.randrange(60) if g % 3 == 0 else None
        for step in range(MAX_STEPS):
            if state.finished:
                break
            listed = [state.legal_actions(s) for s in seats]
            assert [quiet.legal_actions(s) for s in seats] == listed
            answers = _resigned(state, quiet, rng) if step == resign_at else None
            if answers is None:
                seat, move = KINDS[kind].choose(state, rng,
                                                {s: state.legal_moves(s) for s in seats})
                answers = _moved(state, quiet, seat, move, step % 3)
            events, answer = answers
            assert events and all(type(e) is dict for e in events)
            assert answer == []
            assert quiet.to_dict() == state.to_dict()
            if step % VIEWS_EVERY == 0 or state.finished:
                for viewer in (None, *seats):
                    assert quiet.view(viewer) == state.view(viewer)
        assert state.finished and quiet.finished, f"{kind} game {g} did not end"
        twin = quiet.clone()
        assert twin.quiet and not state.clone().quiet
        assert twin.to_dict() == state.to_dict()
