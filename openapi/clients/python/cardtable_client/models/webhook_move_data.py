from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kind import Kind
from typing import cast

if TYPE_CHECKING:
    from ..models.public_event import PublicEvent


T = TypeVar("T", bound="WebhookMoveData")


@_attrs_define
class WebhookMoveData:
    """A write's events, as a spectator sees them.

    Attributes:
        events (list[PublicEvent]):
        game_id (str):
        kind (Kind): A game kind.
        version (int): The game's version: 1 at creation, one more with every write.
    """

    events: list[PublicEvent]
    game_id: str
    kind: Kind
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.public_event import PublicEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        game_id = self.game_id

        kind = self.kind.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "game_id": game_id,
                "kind": kind,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.public_event import PublicEvent  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = PublicEvent.from_dict(events_item_data)

            events.append(events_item)

        game_id = d.pop("game_id")

        kind = Kind(d.pop("kind"))

        version = d.pop("version")

        webhook_move_data = cls(
            events=events,
            game_id=game_id,
            kind=kind,
            version=version,
        )

        return webhook_move_data
