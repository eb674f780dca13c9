from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset


T = TypeVar("T", bound="ServerSentEvent")


@_attrs_define
class ServerSentEvent:
    """One frame of a game's event stream.

    Attributes:
        data (str | Unset): JSON: the event as GET .../events gives it to the caller, or a StreamStatus.
        event (str | Unset): A game event's type, or status.
        id (str | Unset): The event's seq (absent on status frames).
        retry (str | Unset): The reconnection delay in ms (first frame).
    """

    data: str | Unset = UNSET
    event: str | Unset = UNSET
    id: str | Unset = UNSET
    retry: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event = self.event

        id = self.id

        retry = self.retry

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if data is not UNSET:
            field_dict["data"] = data
        if event is not UNSET:
            field_dict["event"] = event
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        data = d.pop("data", UNSET)

        event = d.pop("event", UNSET)

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        server_sent_event = cls(
            data=data,
            event=event,
            id=id,
            retry=retry,
        )

        return server_sent_event
