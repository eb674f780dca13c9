from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="StreamTicket")


@_attrs_define
class StreamTicket:
    """A short-lived, read-only pass to one seat's stream of one game.

    Attributes:
        expires_at (int): When it stops opening streams (Unix seconds).
        expires_in (int): Seconds from now until then.
        game_id (str):
        seat (int):
        ticket (str): Opens this seat's stream as GET .../stream?ticket=...
    """

    expires_at: int
    expires_in: int
    game_id: str
    seat: int
    ticket: str

    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at

        expires_in = self.expires_in

        game_id = self.game_id

        seat = self.seat

        ticket = self.ticket

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expires_at": expires_at,
                "expires_in": expires_in,
                "game_id": game_id,
                "seat": seat,
                "ticket": ticket,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_at = d.pop("expires_at")

        expires_in = d.pop("expires_in")

        game_id = d.pop("game_id")

        seat = d.pop("seat")

        ticket = d.pop("ticket")

        stream_ticket = cls(
            expires_at=expires_at,
            expires_in=expires_in,
            game_id=game_id,
            seat=seat,
            ticket=ticket,
        )

        return stream_ticket
