"""An app's list of its games (GET /v1/games), newest first, paged by an opaque cursor.

Each group of games (service/keys.py) keeps a sorted set of its app's games, entered by the
create's own script as "<created ms>:<game id>" with one score, so that the set sorts by that
text; a page walks every group's set downwards from the cursor's entry and merges them. A game
created after the first page sorts above it, so later pages never repeat or skip a game that
existed before. Entries of games that expired or were cancelled are dropped as they are met.

A page reads at most `SCAN_FACTOR` times `limit` entries: with filters that few games match it
may hold fewer than `limit` games, and `next_cursor` says where to go on (null: the end).
The cursor names its app and filters, signed (HMAC-SHA256, a key kept in Redis), so a cursor
that was altered, or is sent by another app or with other filters, is refused with 400.
"""

import base64
import hashlib
import heapq
import hmac
import json
import secrets
from functools import cache

from engine import codec

from ..game_record import GameRecord
from ..problems import Problem
from . import records

SCAN_FACTOR = 20
_TOP = "~"  # above every entry


@cache
def _cursor_key(client, prefix: str) -> bytes:
    """The key cursors are signed with, made once for every process of the service."""
    name = f"{prefix}:cursor-key"
    client.set(name, secrets.token_hex(32), nx=True)
    return client.get(name)


def _sign(key: bytes, app_id: str, filters: dict, entry: str) -> str:
    scope = json.dumps([app_id, filters, entry], sort_keys=True).encode()
    mac = hmac.new(key, scope, hashlib.sha256).digest()[:16]
    return base64.urlsafe_b64encode(mac + entry.encode()).rstrip(b"=").decode()


def _entry_of(key: bytes, app_id: str, filters: dict, cursor: str) -> str:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        entry = raw[16:].decode("ascii")
    except ValueError:
        entry = None
    if entry is None or not hmac.compare_digest(cursor, _sign(key, app_id, filters, entry)):
        raise Problem(400, "BAD_CURSOR", "the cursor is not one this list gave with these "
                                         "filters", "cursor")
    return entry


def _matches(record: GameRecord, filters: dict) -> bool:
    return (filters.get("status") in (None, records.status_of(record))
            and filters.get("kind") in (None, record.kind)
            and ("player_id" not in filters
                 or filters["player_id"] in (record.player_ids or {}).values()))


def summary(game_id: str, version: int, created_ms: int, record: GameRecord) -> dict:
    """A game as its app's list shows it: the app's own ids for its players included."""
    ids = record.player_ids or {}
    return {"game_id": game_id, "kind": record.kind, "status": records.status_of(record),
            "version": version, "created_at": created_ms / 1000, "to_act": record.to_act,
            "seats": [{"seat": seat, "name": name, "bot": str(seat) in record.bot_specs(),
                       **({"player_id": ids[str(seat)]} if str(seat) in ids else {})}
                      for seat, name in enumerate(record.seats)]}


def page(store, app_id: str, filters: dict, limit: int, cursor: str | None) -> dict:
    """A page of app `app_id`'s games: {games, next_cursor}."""
    key = _cursor_key(store.redis, store.prefix)
    start = _TOP if cursor is None else _entry_of(key, app_id, filters, cursor)
    floor = f"{int(filters['created_after'] * 1000) + 1:013d}" \
        if "created_after" in filters else ""
    lists = [store.app_games(app_id, shard) for shard in range(store.keys.shards)]
    entries = _merged(store.redis, lists, start, floor, limit * SCAN_FACTOR)
    games, last = [], None
    for entry, (version, doc) in zip(entries, _read(store, app_id, entries)):
        last = entry
        if doc is not None:
            record = GameRecord.from_doc(codec.unpack(doc))
            if _matches(record, filters):
                created_ms, game_id = entry.split(":")
                games.append(summary(game_id, int(version), int(created_ms), record))
                if len(games) == limit:
                    break
    more = last is not None and (len(games) == limit or len(entries) == limit * SCAN_FACTOR)
    return {"games": games,
            "next_cursor": _sign(key, app_id, filters, last) if more else None}


def _merged(client, lists: list[str], start: str, floor: str, count: int) -> list[str]:
    """Up to `count` entries below `start` (and above `floor`) of every list, newest first."""
    pipe = client.pipeline(transaction=False)
    for name in lists:
        pipe.zrange(name, f"({start}", f"({floor}" if floor else "-", desc=True, bylex=True,
                    offset=0, num=count)
    found = [[e.decode() for e in got] for got in pipe.execute()]
    return list(heapq.merge(*found, reverse=True))[:count]


def _read(store, app_id: str, entries: list[str]) -> list[tuple]:
    """Each entry's game's version and record (None, None: gone), dropping the entries of the
    games that are gone from their lists."""
    pipe = store.redis.pipeline(transaction=False)
    for entry in entries:
        pipe.hmget(store.game_key(entry.split(":")[1]), "version", "doc")
    read = pipe.execute()
    gone = [entry for entry, (version, _) in zip(entries, read) if version is None]
    if gone:
        pipe = store.redis.pipeline(transaction=False)
        for entry in gone:
            pipe.zrem(store.app_games(app_id, store.keys.shard(entry.split(":")[1])), entry)
        pipe.execute()
    return read
