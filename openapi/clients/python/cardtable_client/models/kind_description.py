from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kind_description_kind import KindDescriptionKind
from typing import cast

if TYPE_CHECKING:
    from ..models.kind_description_defaults import KindDescriptionDefaults
    from ..models.kind_description_moves_item import KindDescriptionMovesItem
    from ..models.kind_description_options import KindDescriptionOptions


T = TypeVar("T", bound="KindDescription")


@_attrs_define
class KindDescription:
    """A game kind: its player range, options (a JSON schema) and moves.

    Attributes:
        defaults (KindDescriptionDefaults): Every option at its default.
        kind (KindDescriptionKind):
        max_players (int):
        min_players (int):
        moves (list[KindDescriptionMovesItem]):
        options (KindDescriptionOptions): JSON schema of the options object.
        title (str):
    """

    defaults: KindDescriptionDefaults
    kind: KindDescriptionKind
    max_players: int
    min_players: int
    moves: list[KindDescriptionMovesItem]
    options: KindDescriptionOptions
    title: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.kind_description_defaults import KindDescriptionDefaults  # noqa: PLC0415
        from ..models.kind_description_moves_item import KindDescriptionMovesItem  # noqa: PLC0415
        from ..models.kind_description_options import KindDescriptionOptions  # noqa: PLC0415

        defaults = self.defaults.to_dict()

        kind = self.kind.value

        max_players = self.max_players

        min_players = self.min_players

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        options = self.options.to_dict()

        title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "defaults": defaults,
                "kind": kind,
                "max_players": max_players,
                "min_players": min_players,
                "moves": moves,
                "options": options,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_description_defaults import KindDescriptionDefaults  # noqa: PLC0415
        from ..models.kind_description_moves_item import KindDescriptionMovesItem  # noqa: PLC0415
        from ..models.kind_description_options import KindDescriptionOptions  # noqa: PLC0415

        d = dict(src_dict)
        defaults = KindDescriptionDefaults.from_dict(d.pop("defaults"))

        kind = KindDescriptionKind(d.pop("kind"))

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = KindDescriptionMovesItem.from_dict(moves_item_data)

            moves.append(moves_item)

        options = KindDescriptionOptions.from_dict(d.pop("options"))

        title = d.pop("title")

        kind_description = cls(
            defaults=defaults,
            kind=kind,
            max_players=max_players,
            min_players=min_players,
            moves=moves,
            options=options,
            title=title,
        )

        return kind_description
