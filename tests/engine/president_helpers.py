"""Building President positions for scenario tests."""

from engine import GAMES
from engine.cards import standard_deck
from engine.declarations import resolve_options
from engine.president import PresidentState
from engine.rng import Rng

GAME = GAMES["president"]


def position(hands, *, current=0, options=None, round_no=1, pile=None, first_trick=False):
    """A round in play: `hands` as given, every other card already in the out-of-play pile."""
    opts = resolve_options(GAME.options, options)
    placed = [c for h in hands for c in h]
    rest = [c for c in standard_deck(jokers=opts["jokers"]) if c not in placed]
    n = len(hands)
    return PresidentState(GAME, {
        "names": [f"P{i}" for i in range(n)], "options": opts, "hands": [list(h) for h in hands],
        "dealer": n - 1, "phase": "play", "current": current,
        "pile": rest if pile is None else pile,
        "trick": [], "passed": [], "lap": [], "run": None, "positions": [None] * n,
        "round_no": round_no, "rounds": [], "exchange": [], "points": [0] * n,
        "first_trick": first_trick, "rng": Rng("t").to_dict(), "stacked": True, "result": None,
    })
