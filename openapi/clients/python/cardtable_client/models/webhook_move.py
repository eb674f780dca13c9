from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.webhook_move_data import WebhookMoveData


T = TypeVar("T", bound="WebhookMove")


@_attrs_define
class WebhookMove:
    """The body of a `move` webhook delivery.

    Attributes:
        data (WebhookMoveData): A write's events, as a spectator sees them.
        timestamp (str): When it was queued (UTC).
        type_ (Literal['move']):
    """

    data: WebhookMoveData
    timestamp: str
    type_: Literal["move"]

    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_move_data import WebhookMoveData  # noqa: PLC0415

        data = self.data.to_dict()

        timestamp = self.timestamp

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "timestamp": timestamp,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_move_data import WebhookMoveData  # noqa: PLC0415

        d = dict(src_dict)
        data = WebhookMoveData.from_dict(d.pop("data"))

        timestamp = d.pop("timestamp")

        type_ = cast(Literal["move"], d.pop("type"))
        if type_ != "move":
            raise ValueError(f"type must match const 'move', got '{type_}'")

        webhook_move = cls(
            data=data,
            timestamp=timestamp,
            type_=type_,
        )

        return webhook_move
