"""No answer to a seat depends on a card that seat cannot see.

At random positions of random games, two cards the seat cannot see (in other hands, in the
stock, face down) trade places, making a twin position that the seat cannot tell apart from
the real one. The seat's views must be the same in both (the twin is truly indistinguishable),
and so must everything it is told: its legal moves, and for every move it might try, whether
the move is accepted and, if not, its code, message and field.
"""

import random

import pytest

from engine import GAMES
from harness.playout import KINDS, random_game, verdict

GAMES_PER_KIND = 16
MAX_STEPS = 300
# state fields a trade of two cards leaves alone: the options (a card may name a rule, as
# President's first lead card does), the recorded deal orders (a twin keeps the real game's
# commitments), the random source, the stacked decks of later rounds
_KEPT = {"options", "deals", "rng", "next_decks"}


def _traded(value, a: str, b: str):
    """`value` with card ids `a` and `b` trading places wherever they occur."""
    kind = type(value)
    if kind is str:
        return b if value == a else a if value == b else value
    if kind is list:
        return [_traded(v, a, b) for v in value]
    if kind is dict:
        return {_traded(k, a, b): _traded(v, a, b) for k, v in value.items()}
    return value


def _twin(game, state, a: str, b: str):
    data = state.to_dict()
    return game.load({k: v if k in _KEPT else _traded(v, a, b) for k, v in data.items()})


def _compare(game, adapter, state, seat: int, rng: random.Random) -> bool:
    """Compare the seat's answers in `state` and a twin; False when no twin can be made."""
    hidden = sorted(set(adapter.all_cards(state)) - adapter.visible(state, seat))
    if len(hidden) < 2:
        return False
    a, b = rng.sample(hidden, 2)
    twin = _twin(game, state, a, b)
    where = (game.kind, a, b, seat)
    assert twin.view(seat) == state.view(seat), where
    assert twin.view(seat, memory=True) == state.view(seat, memory=True), where
    listed = state.legal_moves(seat)
    assert twin.legal_moves(seat) == listed, where
    tries = rng.sample(listed, min(8, len(listed))) + adapter.candidates(state, rng, seat)
    for move in tries:
        assert verdict(twin, seat, move) == verdict(state, seat, move), (*where, move)
    return True


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_no_answer_depends_on_an_unseen_card(kind):
    game, adapter = GAMES[kind], KINDS[kind]
    compared = 0
    for number in range(GAMES_PER_KIND):
        rng = random.Random(f"sealed-{kind}-{number}")
        _, state, _ = random_game(kind, rng, f"sealed-{number}", most_players=5)
        n = len(state.names)
        for _ in range(MAX_STEPS):
            if state.finished:
                break
            for seat in rng.sample(range(n), min(2, n)):
                compared += _compare(game, adapter, state, seat, rng)
            moves = {s: state.legal_moves(s) for s in range(n)}
            state.apply(*adapter.choose(state, rng, moves))
    assert compared > GAMES_PER_KIND * 20, compared
