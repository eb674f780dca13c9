"""Stream tickets: a seat's short-lived, read-only pass to its own game's event stream.

A browser's EventSource cannot send `Authorization`, and a seat's token must never travel in a
URL (logs, history, referrers keep URLs). So a seat trades its token for a ticket (`POST
.../stream-ticket`) and opens `GET .../stream?ticket=...`. A ticket names the seat and when it
expires, signed with HMAC-SHA256 over the game id too; the key is the seat's token hash, which
only the game's record holds. So a ticket opens that seat's stream of that game until it
expires, and nothing else: no other route reads it, another game's or seat's key does not
verify it, and it needs no storage of its own.
"""

import base64
import hashlib
import hmac
import re

from ..problems import Problem

_TICKET = re.compile(r"([0-9]{1,2})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})\Z", re.ASCII)


def _mac(key: str, game_id: str, seat: int, expires: int) -> str:
    digest = hmac.new(key.encode(), f"stream-ticket:{game_id}:{seat}:{expires}".encode(),
                      hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def _key_of(grants: dict, seat: int) -> str | None:
    return next((hashed for hashed, grant in grants.items() if grant == seat), None)


def issue(game_id: str, grants: dict, seat: int, expires: int) -> str:
    return f"{seat}.{expires}.{_mac(_key_of(grants, seat), game_id, seat, expires)}"


def redeem(ticket: str, game_id: str, grants: dict, now: float) -> int:
    """The seat a ticket lets its holder follow in this game, or a 401 problem."""
    found = _TICKET.match(ticket)
    seat = int(found.group(1)) if found else -1
    key = _key_of(grants, seat) if found else None
    if key is None or not hmac.compare_digest(
            _mac(key, game_id, seat, int(found.group(2))), found.group(3)):
        raise Problem(401, "INVALID_TICKET", "the ticket is not valid for this game's stream")
    if int(found.group(2)) <= now:
        raise Problem(401, "TICKET_EXPIRED", "the ticket has expired: ask for a new one")
    return seat
