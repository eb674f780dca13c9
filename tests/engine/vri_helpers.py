"""Building Vri åtter positions for scenario tests: explicit hands, the rest in the stock."""

from engine import GAMES
from engine.cards import standard_deck
from engine.declarations import resolve_options
from engine.rng import Rng
from engine.vri_atter import VriAtterState

GAME = GAMES["vri_atter"]


def position(hands, top, *, stock=None, below=(), options=None, current=0, active_suit=None,
             upcard_on_top=False, had_turn=None):
    """A 52-card position: `hands`, the pile (`below` then `top`), `stock` on top of the stock.

    Cards not placed anywhere go to the stock after `stock`, so every card is accounted for.
    """
    placed = [c for h in hands for c in h] + list(below) + [top] + list(stock or [])
    rest = [c for c in standard_deck() if c not in placed]
    return VriAtterState(
        GAME, [f"P{i}" for i in range(len(hands))], resolve_options(GAME.options, options),
        hands=[list(h) for h in hands], stock=list(stock or []) + rest,
        discard=list(below) + [top], active_suit=active_suit or top[-1], dealer=len(hands) - 1,
        current=current, rng=Rng("test"), stacked=True, upcard_on_top=upcard_on_top,
        had_turn=range(len(hands)) if had_turn is None else had_turn,
    )


def stacked_deck(hands, upcard, stock_top=(), dealer=None):
    """A full deck order that deals `hands` (seat order) with `dealer`, then `upcard`, then the
    stock."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    size = len(hands[0])
    order = []
    for i in range(size * n):
        seat = (dealer + 1 + i) % n
        order.append(hands[seat][i // n])
    order.append(upcard)
    order += list(stock_top)
    return order + [c for c in standard_deck() if c not in order]
