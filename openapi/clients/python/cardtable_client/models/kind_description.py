from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kind import Kind
from typing import cast

if TYPE_CHECKING:
    from ..models.kind_description_defaults import KindDescriptionDefaults
    from ..models.kind_description_event_schema import KindDescriptionEventSchema
    from ..models.kind_description_options import KindDescriptionOptions
    from ..models.kind_description_view_schema import KindDescriptionViewSchema
    from ..models.move_description import MoveDescription


T = TypeVar("T", bound="KindDescription")


@_attrs_define
class KindDescription:
    """A game kind: its player range, options, moves, view and rules.

    Attributes:
        defaults (KindDescriptionDefaults): Every option at its default.
        event_schema (KindDescriptionEventSchema): JSON Schema of the kind's events (self-contained).
        kind (Kind): A game kind.
        max_players (int):
        min_players (int):
        moves (list[MoveDescription]):
        options (KindDescriptionOptions): JSON Schema of the options object (self-contained).
        rules_url (str): How cardtable plays this kind (Markdown).
        title (str):
        view_schema (KindDescriptionViewSchema): JSON Schema of the kind's view of a dealt game (self-contained).
    """

    defaults: KindDescriptionDefaults
    event_schema: KindDescriptionEventSchema
    kind: Kind
    max_players: int
    min_players: int
    moves: list[MoveDescription]
    options: KindDescriptionOptions
    rules_url: str
    title: str
    view_schema: KindDescriptionViewSchema

    def to_dict(self) -> dict[str, Any]:
        from ..models.kind_description_defaults import KindDescriptionDefaults  # noqa: PLC0415
        from ..models.kind_description_event_schema import KindDescriptionEventSchema  # noqa: PLC0415
        from ..models.kind_description_options import KindDescriptionOptions  # noqa: PLC0415
        from ..models.kind_description_view_schema import KindDescriptionViewSchema  # noqa: PLC0415
        from ..models.move_description import MoveDescription  # noqa: PLC0415

        defaults = self.defaults.to_dict()

        event_schema = self.event_schema.to_dict()

        kind = self.kind.value

        max_players = self.max_players

        min_players = self.min_players

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        options = self.options.to_dict()

        rules_url = self.rules_url

        title = self.title

        view_schema = self.view_schema.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "defaults": defaults,
                "event_schema": event_schema,
                "kind": kind,
                "max_players": max_players,
                "min_players": min_players,
                "moves": moves,
                "options": options,
                "rules_url": rules_url,
                "title": title,
                "view_schema": view_schema,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_description_defaults import KindDescriptionDefaults  # noqa: PLC0415
        from ..models.kind_description_event_schema import KindDescriptionEventSchema  # noqa: PLC0415
        from ..models.kind_description_options import KindDescriptionOptions  # noqa: PLC0415
        from ..models.kind_description_view_schema import KindDescriptionViewSchema  # noqa: PLC0415
        from ..models.move_description import MoveDescription  # noqa: PLC0415

        d = dict(src_dict)
        defaults = KindDescriptionDefaults.from_dict(d.pop("defaults"))

        event_schema = KindDescriptionEventSchema.from_dict(d.pop("event_schema"))

        kind = Kind(d.pop("kind"))

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = MoveDescription.from_dict(moves_item_data)

            moves.append(moves_item)

        options = KindDescriptionOptions.from_dict(d.pop("options"))

        rules_url = d.pop("rules_url")

        title = d.pop("title")

        view_schema = KindDescriptionViewSchema.from_dict(d.pop("view_schema"))

        kind_description = cls(
            defaults=defaults,
            event_schema=event_schema,
            kind=kind,
            max_players=max_players,
            min_players=min_players,
            moves=moves,
            options=options,
            rules_url=rules_url,
            title=title,
            view_schema=view_schema,
        )

        return kind_description
