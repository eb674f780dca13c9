from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset


T = TypeVar("T", bound="SeatToken")


@_attrs_define
class SeatToken:
    """
    Attributes:
        name (str):
        seat (int):
        token (str): Bearer token for this seat.
        player_id (str | Unset): The app's own id for the player (shown to that app alone).
    """

    name: str
    seat: int
    token: str
    player_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        token = self.token

        player_id = self.player_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
                "token": token,
            }
        )
        if player_id is not UNSET:
            field_dict["player_id"] = player_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        token = d.pop("token")

        player_id = d.pop("player_id", UNSET)

        seat_token = cls(
            name=name,
            seat=seat,
            token=token,
            player_id=player_id,
        )

        return seat_token
