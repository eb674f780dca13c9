from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kind import Kind
from typing import cast


T = TypeVar("T", bound="WebhookTurnData")


@_attrs_define
class WebhookTurnData:
    """The seats that may act now.

    Attributes:
        game_id (str):
        kind (Kind): A game kind.
        to_act (list[int]):
        version (int): The game's version: 1 at creation, one more with every write.
    """

    game_id: str
    kind: Kind
    to_act: list[int]
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        kind = self.kind.value

        to_act = self.to_act

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "kind": kind,
                "to_act": to_act,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = Kind(d.pop("kind"))

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

        webhook_turn_data = cls(
            game_id=game_id,
            kind=kind,
            to_act=to_act,
            version=version,
        )

        return webhook_turn_data
