"""Building Dač positions for scenario tests (rules spec 2.6 layouts)."""

from engine import GAMES
from engine.cards import standard_deck
from engine.dac import DacState
from engine.declarations import resolve_options
from engine.rng import Rng

GAME = GAMES["dac"]

LAYOUT = [["7D", "KH", "QC", "9S"], ["4C", "7S", "JD", "AH"], ["2S", "KC", "10H", "5D"]]


def position(rows=LAYOUT, *, stock=("3H", "8C"), discard=(), options=None, current=0,
             phase="turn_draw", peeked=True):
    """P2 dealt, so P0 starts; every unplaced card lies in the stock after `stock`."""
    placed = [c for r in rows for c in r if c] + list(stock) + list(discard)
    rest = [c for c in standard_deck() if c not in placed]
    n = len(rows)
    return DacState(GAME, {
        "names": [f"P{i}" for i in range(n)], "options": resolve_options(GAME.options, options),
        "decks": 1, "dealer": n - 1, "rows": [list(r) for r in rows],
        "known": [[[] for _ in r] for r in rows], "stock": list(stock) + rest,
        "discard": list(discard), "phase": phase, "current": current,
        "peeked": list(range(n)) if peeked else [], "pending": None, "window": None,
        "caller": None, "caller_turn_over": False, "turns_done": [0] * n, "call_ok": True,
        "round_no": 1, "totals": [0] * n, "rounds": [], "rng": Rng("t").to_dict(),
        "stacked": True, "result": None,
    })
