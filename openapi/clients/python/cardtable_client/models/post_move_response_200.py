from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.dac_view import DacView
    from ..models.event import Event
    from ..models.president_view import PresidentView
    from ..models.slyng_view import SlyngView
    from ..models.vri_atter_view import VriAtterView


T = TypeVar("T", bound="PostMoveResponse200")


@_attrs_define
class PostMoveResponse200:
    """
    Attributes:
        events (list[Event]):
        version (int):
        view (DacView | PresidentView | SlyngView | VriAtterView): What the caller may see of a game, by kind.
    """

    events: list[Event]
    version: int
    view: DacView | PresidentView | SlyngView | VriAtterView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dac_view import DacView  # noqa: PLC0415
        from ..models.event import Event  # noqa: PLC0415
        from ..models.president_view import PresidentView  # noqa: PLC0415
        from ..models.slyng_view import SlyngView  # noqa: PLC0415
        from ..models.vri_atter_view import VriAtterView  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        version = self.version

        view: dict[str, Any]
        if isinstance(self.view, VriAtterView):
            view = self.view.to_dict()
        elif isinstance(self.view, PresidentView):
            view = self.view.to_dict()
        elif isinstance(self.view, SlyngView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dac_view import DacView  # noqa: PLC0415
        from ..models.event import Event  # noqa: PLC0415
        from ..models.president_view import PresidentView  # noqa: PLC0415
        from ..models.slyng_view import SlyngView  # noqa: PLC0415
        from ..models.vri_atter_view import VriAtterView  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        version = d.pop("version")

        def _parse_view(
            data: object,
        ) -> DacView | PresidentView | SlyngView | VriAtterView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = VriAtterView.from_dict(data)

                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = PresidentView.from_dict(data)

                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = SlyngView.from_dict(data)

                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_3 = DacView.from_dict(data)

            return componentsschemas_game_view_type_3

        view = _parse_view(d.pop("view"))

        post_move_response_200 = cls(
            events=events,
            version=version,
            view=view,
        )

        post_move_response_200.additional_properties = d
        return post_move_response_200

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
