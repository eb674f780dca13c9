from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="NewSeatToken")


@_attrs_define
class NewSeatToken:
    """A seat's new token (shown once).

    Attributes:
        game_id (str):
        seat (int):
        token (str): The seat's new bearer token; the old one no longer works.
        version (int): The game's version: 1 at creation, one more with every write.
    """

    game_id: str
    seat: int
    token: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seat = self.seat

        token = self.token

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seat": seat,
                "token": token,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        seat = d.pop("seat")

        token = d.pop("token")

        version = d.pop("version")

        new_seat_token = cls(
            game_id=game_id,
            seat=seat,
            token=token,
            version=version,
        )

        return new_seat_token
