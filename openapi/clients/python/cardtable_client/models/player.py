from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset


T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        name (str): 1 to 40 visible characters (spaces around are trimmed).
        player_id (str | Unset): The app's own id for this player (only with the app's key, on its own games): shown to
            that app alone, in its list of games.
    """

    name: str
    player_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        player_id = self.player_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if player_id is not UNSET:
            field_dict["player_id"] = player_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        player_id = d.pop("player_id", UNSET)

        player = cls(
            name=name,
            player_id=player_id,
        )

        return player
