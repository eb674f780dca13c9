"""An app's backend: a client that sends the app's key, its games page after page, and the
check of a webhook delivery's signature.

    from cardtable_client.apps import app_client, games
    from cardtable_client.models import ListGamesStatus

    backend = app_client("https://cardtable.example", "ctk_...")
    for game in games(backend, status=ListGamesStatus.PLAYING):
        print(game.game_id, [seat.player_id for seat in game.seats])

The key goes in the `Cardtable-App-Key` header: keep it on the backend, never in a browser or
a phone app. Seats play with their own tokens (`AuthenticatedClient(base_url, token)`).
"""

import base64
import hashlib
import hmac
import time
from collections.abc import Iterator, Mapping
from typing import Any

from .api.games import list_games
from .client import AuthenticatedClient
from .models.game_list import GameList
from .models.game_summary import GameSummary
from .types import UNSET

APP_KEY_HEADER = "Cardtable-App-Key"


def app_client(base_url: str, key: str, **kwargs: Any) -> AuthenticatedClient:
    """A client for app `key`'s calls: creates, its list of games, new seat tokens, usage,
    and what a host does on its games."""
    return AuthenticatedClient(base_url, token=key, prefix="", auth_header_name=APP_KEY_HEADER,
                               **kwargs)


def games(client: AuthenticatedClient, **filters: Any) -> Iterator[GameSummary]:
    """The app's games, newest first, one page fetched at a time as the loop goes on (the
    filters of `list_games`: status, kind, player_id, created_after, limit). A game created
    meanwhile is not among them; none is repeated or skipped."""
    cursor: Any = UNSET
    while True:
        page = list_games.sync(client=client, cursor=cursor, **filters)
        if not isinstance(page, GameList):
            raise RuntimeError(f"the service refused the list: {page}")
        yield from page.games
        if not isinstance(page.next_cursor, str):
            return
        cursor = page.next_cursor


def verify_webhook(secret: str, headers: Mapping[str, str], body: bytes,
                   tolerance_seconds: int = 300) -> bool:
    """Whether a delivery (its headers and raw body) was signed with `secret` (whsec_...) within
    `tolerance_seconds`. While the endpoint's secret is rotated a delivery carries a signature
    per secret: any one that matches will do."""
    lower = {k.lower(): v for k, v in headers.items()}
    try:
        message, sent = lower["webhook-id"], int(lower["webhook-timestamp"])
        signatures = lower["webhook-signature"].split(" ")
    except (KeyError, ValueError):
        return False
    if abs(time.time() - sent) > tolerance_seconds:
        return False
    key = base64.b64decode(secret.removeprefix("whsec_"))
    digest = hmac.new(key, f"{message}.{sent}.".encode() + body, hashlib.sha256).digest()
    expected = "v1," + base64.b64encode(digest).decode()
    return any(hmac.compare_digest(expected, given) for given in signatures)
