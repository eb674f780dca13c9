"""Checking, once a game is over, that every deal was the one the service committed to.

Written by hand and copied into the package by openapi/regenerate.py. From its deal on, every
view of a game carries `commitments`: per round, the SHA-256 (hex) of `"{salt}:{deck}"`, the
deck being the round's card codes in deal order joined by commas. The record of the finished
game (`get_game_record`) reveals each round's salt and deck; `verify_commitments` recomputes
every commitment from them and, given the commitments a player saw during the game, checks
that the record is the game the player was dealt.
"""

import hashlib
from collections.abc import Sequence
from typing import Any, Protocol


class _Record(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


def commitment(salt: str, deck: Sequence[str]) -> str:
    """The commitment to a deck order under a salt."""
    return hashlib.sha256(f"{salt}:{','.join(deck)}".encode()).hexdigest()


def verify_commitments(record: _Record | dict[str, Any],
                       seen: Sequence[str] | None = None) -> bool:
    """True when every deal of `record` (a generated record class or its dict) has the
    commitment its salt and deck give, and, when `seen` lists the commitments shown during
    the game (a view's `commitments`, perhaps of an earlier round), they begin the record's."""
    data = record if isinstance(record, dict) else record.to_dict()
    deals = data.get("deals") or []
    recomputed = [commitment(str(d.get("salt", "")), d.get("deck", [])) for d in deals]
    if any(d.get("commitment") != c for d, c in zip(deals, recomputed)):
        return False
    return bool(deals) and (seen is None or list(seen) == recomputed[:len(seen)])
