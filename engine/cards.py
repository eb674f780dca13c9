"""Cards in the wire notation of the rules spec (0.3): rank then suit, e.g. `10H`, `QS`, `AC`.

Jokers are `JK1` and `JK2`. In two-deck games every card carries its deck number: `7H#1`, `7H#2`.
Cards travel through the engine as these strings; the helpers here read them.
"""

import sys
from functools import cache

SUITS = ("C", "D", "H", "S")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
JOKERS = ("JK1", "JK2")
RED_SUITS = frozenset("DH")



def is_card(code: object) -> bool:
    """True when `code` is written as a card id (it may still be absent from a game's deck)."""
    return code in CARD_IDS if type(code) is str else False


def face(code: str) -> str:
    """The card without its deck number: `7H#2` -> `7H`."""
    return code.split("#", 1)[0]


def _parts(code: str) -> tuple[str, str | None]:
    f = face(code)
    return ("JK", None) if f.startswith("JK") else (f[:-1], f[-1])


# Rules code reads ranks and suits on every move, so each card id is parsed once, here: hot
# loops index RANK_OF and SUIT_OF directly. The ids are interned, and decks are made of them:
# a look-up of a dealt card then finds its key by identity, without comparing the strings.
_PARTS = {sys.intern(c + d): _parts(c)
          for c in [r + s for s in SUITS for r in RANKS] + list(JOKERS) for d in ("", "#1", "#2")}
RANK_OF: dict[str, str] = {c: sys.intern(p[0]) for c, p in _PARTS.items()}
SUIT_OF: dict[str, str | None] = {c: p[1] for c, p in _PARTS.items()}
CARD_IDS: frozenset[str] = frozenset(_PARTS)  # every card id any game may use


def rank(code: str) -> str:
    """`10H` -> `10`; jokers have the rank `JK`."""
    return (_PARTS.get(code) or _parts(code))[0]


def suit(code: str) -> str | None:
    """`10H` -> `H`; jokers have no suit."""
    return (_PARTS.get(code) or _parts(code))[1]


def is_joker(code: str) -> bool:
    return code.startswith("JK")


def standard_deck(jokers: int = 0, decks: int = 1) -> list[str]:
    """Every card of the game, in a fixed order (suit by suit, 2 to A, then jokers).

    With two decks each card carries `#1` or `#2`.
    """
    return list(_deck(jokers, decks))


@cache  # every deal starts from one
def _deck(jokers: int, decks: int) -> tuple[str, ...]:
    single = [r + s for s in SUITS for r in RANKS] + list(JOKERS[:jokers])
    if decks == 1:
        return tuple(map(sys.intern, single))
    return tuple(sys.intern(f"{c}#{d}") for d in range(1, decks + 1) for c in single)
