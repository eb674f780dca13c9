"""Following a game as it is played: the Server-Sent Events of GET /v1/games/{game_id}/stream.

Written by hand (client generators do not produce streaming code) and copied into the package
by openapi/regenerate.py. `follow` yields every event the caller may see, and after each batch
a `status` frame (version, status, seats to act), until the game is over. A dropped connection
is resumed from the last seq received, so nothing is missed or seen twice.
"""

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx

from .client import AuthenticatedClient, Client
from .models.problem import Problem


@dataclass(frozen=True)
class Frame:
    """One frame of the stream: a game event (with its seq) or a `status` frame (seq None)."""

    event: str
    data: dict[str, Any]
    seq: int | None


class StreamRefused(Exception):
    """The service refused the stream (no such game, a bad token): its problem."""

    def __init__(self, problem: Problem):
        super().__init__(f"{problem.code}: {problem.detail}")
        self.problem = problem


def follow(client: AuthenticatedClient | Client, game_id: str, after: int = 0, *,
           reconnect_delay: float = 1.0, idle_timeout: float = 60.0) -> Iterator[Frame]:
    """The game's frames as the client's caller may see them, until the game is over."""
    last, finished = after, False
    while not finished:
        try:
            with client.get_httpx_client().stream(
                    "GET", f"/v1/games/{game_id}/stream", params={"after": last},
                    timeout=httpx.Timeout(10.0, read=idle_timeout)) as response:
                if response.status_code != 200:
                    response.read()
                    raise StreamRefused(Problem.from_dict(response.json()))
                for frame in _frames(response.iter_lines()):
                    if frame.seq is not None:
                        last = frame.seq
                    finished = frame.event == "status" and frame.data["status"] == "finished"
                    yield frame
        except httpx.TransportError:
            time.sleep(reconnect_delay)  # resumed after `last` on the next connection


def _frames(lines: Iterator[str]) -> Iterator[Frame]:
    fields: dict[str, str] = {}
    for line in lines:
        if line:
            if not line.startswith(":"):  # a comment: the heartbeat
                name, _, value = line.partition(":")
                fields[name] = value.removeprefix(" ")
            continue
        if "event" in fields and "data" in fields:
            seq = int(fields["id"]) if "id" in fields else None
            yield Frame(fields["event"], json.loads(fields["data"]), seq)
        fields = {}
