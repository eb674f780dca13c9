"""Seats, dealing and the stock: the mechanics every game shares (rules spec 0.2 and 0.4)."""

from collections.abc import Callable

from .errors import bad_parameters
from .rng import Rng


def next_seat(seat: int, n: int, eligible: Callable[[int], bool]) -> int | None:
    """The first seat clockwise after `seat` (not `seat` itself) for which `eligible` holds."""
    for step in range(1, n + 1):
        s = (seat + step) % n
        if s != seat and eligible(s):
            return s
    return None


def take_card(hand: list[str], card: str) -> None:
    """Take `card` out of `hand`, as `hand.remove(card)` does. A dealt card is one of the
    interned ids (engine/cards.py), found here by identity: remove() compares it, as a string,
    with each card it passes."""
    for i in range(len(hand)):
        if hand[i] is card:
            del hand[i]
            return
    hand.remove(card)


def prepare_deck(full_deck: list[str], rng: Rng | None, stacked: list[str] | None,
                 where: str = "deck") -> list[str]:
    """The deal order: a stacked deck as given (checked to be exactly the game's cards), else
    shuffled."""
    if stacked is None:
        deck = list(full_deck)
        rng.shuffle(deck)
        return deck
    problem = deck_problem(full_deck, stacked)
    if problem:
        raise bad_parameters(f"{where}: {problem}", where)
    return list(stacked)


def deck_problem(full_deck: list[str], deck: object) -> str | None:
    """Why `deck` is not an order of exactly the cards of `full_deck` (None: it is)."""
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        return "a deck is a list of card ids"
    seen: set[str] = set()
    wanted = set(full_deck)
    for card in deck:
        if card not in wanted:
            return f"{card} is not a card of this game"
        if card in seen:
            return f"{card} is there twice"
        seen.add(card)
    missing = [c for c in full_deck if c not in seen]
    if missing:
        return f"{missing[0]} is missing ({len(missing)} card(s) missing in all)"
    return None


def choose_dealer(n: int, rng: Rng, dealer: int | None) -> int:
    if dealer is None:
        return rng.below(n)
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
        raise bad_parameters(f"dealer must be a seat from 0 to {n - 1}", "dealer")
    return dealer


def deal(deck: list[str], n: int, dealer: int, per_player: int | None) -> list[list[str]]:
    """Deal one card at a time clockwise from the dealer's left, removing the cards from `deck`.

    `per_player=None` deals the whole deck (some players may get one card more).
    """
    hands: list[list[str]] = [[] for _ in range(n)]
    total = len(deck) if per_player is None else per_player * n
    first = dealer + 1
    for i in range(total):
        hands[(first + i) % n].append(deck[i])
    del deck[:total]
    return hands


def rebuild_stock(pile: list[str], rng: Rng, stacked: bool) -> list[str]:
    """Reshuffle (0.4): every pile card but the top one becomes the new stock, top card first.

    The pile keeps only its top card. In test mode the order is kept (earliest card on top).
    """
    stock = pile[:-1]
    del pile[:-1]
    if not stacked:
        rng.shuffle(stock)
    return stock
