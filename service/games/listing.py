"""An app's list of its games (GET /v1/games), newest first, paged by an opaque cursor.

Each group of games (service/keys.py) keeps its app's lists of games: all of them, and one
list per kind, per status and per player (`lists_of`). The create's own script enters a game
as "<created ms>:<game id>" with one score, so that each list sorts by that text; the write
that changes its status moves it from one status's list to the other's, in the same step,
and a join with a player id enters it in that player's. A page walks the most telling list of
its filters (a player's, a status's, a kind's, else all) downwards from the cursor's entry in
every group, merges them, and reads the games a batch at a time, checking the other filters
on each game's `brief` (what the list shows of it, kept by every write of an app's game: a
page decodes no game's record).
A game created after the first page sorts above it, so later pages never repeat or skip a
game that existed before. Entries of games that expired or were cancelled are dropped as
they are met.

A page reads at most `SCAN_FACTOR` times `limit` entries: with filters that its list does not
settle it may hold fewer than `limit` games, and `next_cursor` says where to go on (null: the
end). The cursor names its app and filters, signed (HMAC-SHA256, a key kept in Redis), so a
cursor that was altered, or is sent by another app or with other filters, is refused with 400.
"""

import base64
import hashlib
import heapq
import hmac
import json
import secrets
from functools import cache

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


def kind_index(kind: str) -> str:
    return f"kind:{kind}"


def status_index(status: str) -> str:
    return f"status:{status}"


def player_index(player_id: str) -> str:
    # hashed: a player id may hold any character, a key's hash tag braces too
    return "player:" + hashlib.sha256(player_id.encode()).hexdigest()[:16]


def lists_of(record: GameRecord) -> tuple[str, ...]:
    """The lists a new game of an app enters: all, its kind's, its status's, its players'."""
    return ("", kind_index(record.kind), status_index(records.status_of(record)),
            *(player_index(p) for p in (record.player_ids or {}).values()))


def _list_for(filters: dict) -> tuple[str, set]:
    """The list a page with `filters` walks, and the filters it leaves to check."""
    for name, index in (("player_id", player_index), ("status", status_index),
                        ("kind", kind_index)):
        if name in filters:
            return index(filters[name]), {"player_id", "status", "kind"} & set(filters) - {name}
    return "", set()


def brief(record: GameRecord) -> dict:
    """An app's game as its list shows it, kept with each write (the hash's `brief`), so
    that a page reads no game's whole record: the app's own ids for its players included."""
    ids = record.player_ids or {}
    bots = record.bot_specs()
    return {"kind": record.kind, "status": records.status_of(record), "to_act": record.to_act,
            "seats": [{"seat": seat, "name": name, "bot": str(seat) in bots,
                       **({"player_id": ids[str(seat)]} if str(seat) in ids else {})}
                      for seat, name in enumerate(record.seats)]}


def _matches(game: dict, filters: dict, checked: set) -> bool:
    return (("status" not in checked or filters["status"] == game["status"])
            and ("kind" not in checked or filters["kind"] == game["kind"])
            and ("player_id" not in checked
                 or any(s.get("player_id") == filters["player_id"] for s in game["seats"])))


def page(store, app_id: str, filters: dict, limit: int, cursor: str | None) -> dict:
    """A page of app `app_id`'s games: {games, next_cursor}."""
    key = _cursor_key(store.redis, store.prefix)
    start = _TOP if cursor is None else _entry_of(key, app_id, filters, cursor)
    floor = f"{int(filters['created_after'] * 1000) + 1:013d}" \
        if "created_after" in filters else ""
    index, checked = _list_for(filters)
    lists = [store.app_games(app_id, shard, index) for shard in range(store.keys.shards)]
    games, last, scanned, at_end = [], None, 0, False
    while len(games) < limit and scanned < limit * SCAN_FACTOR and not at_end:
        # a batch of what the page still needs where its list settles the filters
        wanted = limit if checked else limit - len(games)
        batch = _merged(store, lists, last or start, floor, wanted)
        for entry, (version, kept) in zip(batch, _read(store, app_id, index, batch)):
            last, scanned = entry, scanned + 1
            if kept is None:
                continue
            game = json.loads(kept)
            if _matches(game, filters, checked):
                created_ms, game_id = entry.split(":")
                games.append({"game_id": game_id, "version": int(version),
                              "created_at": int(created_ms) / 1000, **game})
                if len(games) == limit:
                    break
        at_end = len(batch) < wanted and last == (batch[-1] if batch else last)
    return {"games": games,
            "next_cursor": None if at_end or last is None
            else _sign(key, app_id, filters, last)}


def _merged(store, lists: list[str], start: str, floor: str, count: int) -> list[str]:
    """Up to `count` entries below `start` (and above `floor`) of every list, newest first."""
    found = store.read_together(
        [("ZRANGE", name, f"({start}", f"({floor}" if floor else "-", "BYLEX", "REV", "LIMIT",
          0, count) for name in lists], checked=True)
    return list(heapq.merge(*([e.decode() for e in got] for got in found),
                            reverse=True))[:count]


def _read(store, app_id: str, index: str, entries: list[str]) -> list[tuple]:
    """Each entry's game's version and brief (None, None: gone), dropping the entries of the
    games that are gone from the list read (the others lose theirs when they are read)."""
    read = store.read_together(
        [("HMGET", store.game_key(entry.split(":")[1]), "version", "brief") for entry in entries],
        checked=True)
    gone = [entry for entry, (version, _) in zip(entries, read) if version is None]
    if gone:
        pipe = store.redis.pipeline(transaction=False)
        for entry in gone:
            game_id = entry.split(":")[1]
            pipe.zrem(store.app_games(app_id, store.keys.shard(game_id), index), entry)
        pipe.execute()
    return read
