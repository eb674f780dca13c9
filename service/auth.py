"""Bearer tokens: random, stored only as SHA-256 hashes, compared in constant time.

A game's doc maps each token hash to what it grants: a seat number, or "host". A hash is kept
to its first 128 bits (32 hex digits), plenty against guessing a 256-bit token, and half the
room in every record; records written before keep the whole hash and are read as they are.
"""

import hashlib
import hmac
import secrets

from flask import request

from .problems import Problem

HOST = "host"


def new_token() -> tuple[str, str]:
    """A fresh token and the hash to store for it."""
    token = secrets.token_urlsafe(32)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()[:32]


def bearer() -> str | None:
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Problem(401, "INVALID_TOKEN", "Authorization must be 'Bearer <token>'")
    return token.strip()


def identify(grants: dict[str, object]) -> object | None:
    """What the request's token grants in this game (a seat or HOST); None without a token."""
    token = bearer()
    if token is None:
        return None
    presented = hashlib.sha256(token.encode()).hexdigest().encode()
    found = None
    for stored, grant in grants.items():
        if hmac.compare_digest(stored.encode(), presented[:len(stored)]):
            found = grant
    if found is None:
        raise Problem(401, "INVALID_TOKEN", "the token is not valid for this game")
    return found


def require_seat(grants: dict[str, object]) -> int:
    who = identify(grants)
    if who is None:
        raise Problem(401, "TOKEN_REQUIRED",
                      "send a seat's token as 'Authorization: Bearer <token>'")
    if who == HOST:
        raise Problem(403, "NOT_A_PLAYER", "the host token cannot act for a seat")
    return who
