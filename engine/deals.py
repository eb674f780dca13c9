"""Every deal of a game, kept with its state, for game records, replays and fair shuffles.

A deal is {"round", "dealer", "deck"}: the deck order just before the cards go out (index 0
dealt first). From the deal on, every view carries a commitment to it: the SHA-256 (hex) of
`"{salt}:{cards joined by ','}"`, where the salt is 128 bits (32 hex digits) derived from the
game's secret seed and the round. Nobody can learn the order from the commitment, and once the
game is over its record reveals the seed, the salts and the orders, so anyone can recompute
every commitment and see that the cards were dealt as committed from the start.
"""

import hashlib


def salt(seed: str, round_no: int) -> str:
    return hashlib.sha256(f"cardtable-salt:{seed}:{round_no}".encode()).hexdigest()[:32]


def commitment(salt_hex: str, deck: list[str]) -> str:
    return hashlib.sha256(f"{salt_hex}:{','.join(deck)}".encode()).hexdigest()


def record(deals: list[dict], round_no: int, dealer: int, deck: list[str]) -> None:
    deals.append({"round": round_no, "dealer": dealer, "deck": list(deck)})


def commitments(seed: str, deals: list[dict]) -> list[str]:
    """The commitment of every deal so far, round 1 first."""
    return [commitment(salt(seed, d["round"]), d["deck"]) for d in deals]
