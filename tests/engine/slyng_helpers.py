"""Building Slyng positions for scenario tests."""

from engine import GAMES
from engine.cards import standard_deck
from engine.declarations import resolve_options
from engine.rng import Rng
from engine.slyng import SlyngState

GAME = GAMES["slyng"]


def position(hands, *, trump="9S", stock=None, attacker=0, defender=1, options=None,
             discard=None):
    """`stock=None`: every unplaced card in the stock, `trump` at the bottom; `stock=[]`: an
    empty stock with the unplaced cards already discarded."""
    placed = [c for h in hands for c in h]
    rest = [c for c in standard_deck() if c not in placed and c != trump]
    if stock is None:
        stock, discard = rest + [trump], []
    else:
        discard = rest + ([trump] if trump not in stock else []) + list(discard or [])
        discard = [c for c in discard if c not in stock]
    return SlyngState(GAME, {
        "names": [f"P{i}" for i in range(len(hands))],
        "options": resolve_options(GAME.options, options), "hands": [list(h) for h in hands],
        "stock": list(stock), "trump_card": trump, "trump_drawn_by": None if stock else 0,
        "discard": discard, "phase": "attack", "attacker": attacker, "defender": defender,
        "served": [], "answers": {}, "attacker_refilled": False, "positions": [],
        "dealer": len(hands) - 1, "rng": Rng("t").to_dict(), "stacked": True, "result": None,
    })
