"""Following a game as it is played: the Server-Sent Events of GET /v1/games/{game_id}/stream.

Written by hand (client generators do not produce streaming code) and copied into the package
by openapi/regenerate.py. `follow` yields every event the caller may see, as the kind's
generated event model (e.g. `VriAtterPlayedEvent`), and after each batch a `status` frame (a
`StreamStatus`: version, status, seats to act) which, on a seat's stream, carries the seat's
legal moves as the kind's move models, postable as they are: a seat plays a whole game from
this stream and one POST per move. A dropped connection is resumed from the last seq received,
so nothing is missed or seen twice; the iterator ends with the game.
"""

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx

from . import models
from .client import AuthenticatedClient, Client
from .models.problem import Problem
from .models.stream_status import StreamStatus


@dataclass(frozen=True)
class Frame:
    """One frame of the stream: a game event (with its seq) or a `status` frame (seq None)."""

    event: str  # the event's type, or "status"
    seq: int | None
    data: object  # the kind's event model (e.g. VriAtterPlayedEvent), or a StreamStatus
    # on a seat's status frames: the seat's legal moves, as the kind's move models
    legal_moves: list[Any] = field(default_factory=list)

    @property
    def status(self) -> StreamStatus | None:
        return self.data if isinstance(self.data, StreamStatus) else None


class StreamRefused(Exception):
    """The service refused the stream (no such game, a bad token), or ended it because the
    seat was given a new token (TOKEN_REVOKED): its problem."""

    def __init__(self, problem: Problem):
        super().__init__(f"{problem.code}: {problem.detail}")
        self.problem = problem


def follow(client: AuthenticatedClient | Client, game_id: str, after: int = 0, *,
           kind: str | None = None, reconnect_delay: float = 1.0,
           idle_timeout: float = 60.0) -> Iterator[Frame]:
    """The game's frames as the client's caller may see them, until the game is over.

    `kind` (e.g. "vri_atter") types the events; without it the game is read once to learn it.
    """
    http = client.get_httpx_client()
    if kind is None:
        kind = str(_checked(http.get(f"/v1/games/{game_id}")).json()["kind"])
    parse_event, parse_moves = _event_parser(kind), _moves_parser(kind)
    last, finished = after, False
    while not finished:
        try:
            with http.stream("GET", f"/v1/games/{game_id}/stream", params={"after": last},
                             timeout=httpx.Timeout(10.0, read=idle_timeout)) as response:
                if response.status_code == 204:  # over, and every event was received
                    return
                _checked(response)
                for name, seq, data in _frames(response.iter_lines()):
                    if name == "revoked":  # the seat has a new token: this one is done
                        raise StreamRefused(Problem.from_dict({
                            "type": "urn:cardtable:problem:token_revoked",
                            "title": "Token revoked", "status": 401, **data}))
                    if seq is None:
                        status = StreamStatus.from_dict(data)
                        finished = status.status.value == "finished"
                        yield Frame(name, None, status, parse_moves(data.get("legal_moves", [])))
                    else:
                        last = seq
                        yield Frame(name, seq, parse_event(data))
        except httpx.TransportError:
            time.sleep(reconnect_delay)  # resumed after `last` on the next connection


def _checked(response: httpx.Response) -> httpx.Response:
    if response.status_code >= 400:
        response.read()
        raise StreamRefused(Problem.from_dict(response.json()))
    return response


def _prefix(kind: str) -> str:
    return "".join(word.capitalize() for word in kind.split("_"))


def _event_parser(kind: str) -> Callable[[dict[str, Any]], object]:
    """An event of `kind` as its generated model, read as the kind's event list reads it."""
    listing = getattr(models, f"{_prefix(kind)}EventList")

    def parse(data: dict[str, Any]) -> object:
        return listing.from_dict({"version": 1, "kind": kind, "events": [data],
                                  "next_after": None, "oldest_seq": 1}).events[0]

    return parse


def _moves_parser(kind: str) -> Callable[[list[dict[str, Any]]], list[Any]]:
    listing = getattr(models, f"{_prefix(kind)}LegalMoves")

    def parse(moves: list[dict[str, Any]]) -> list[Any]:
        return list(listing.from_dict({"game_id": "", "version": 1, "kind": kind, "seat": 0,
                                       "moves": moves}).moves)

    return parse


def _frames(lines: Iterator[str]) -> Iterator[tuple[str, int | None, dict[str, Any]]]:
    fields: dict[str, str] = {}
    for line in lines:
        if line:
            if not line.startswith(":"):  # a comment: the heartbeat
                name, _, value = line.partition(":")
                fields[name] = value.removeprefix(" ")
            continue
        if "event" in fields and "data" in fields:
            seq = int(fields["id"]) if "id" in fields else None
            yield fields["event"], seq, json.loads(fields["data"])
        fields = {}
