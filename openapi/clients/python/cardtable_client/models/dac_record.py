from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.random_stream import RandomStream
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.dac_options import DacOptions
    from ..models.dac_record_move import DacRecordMove
    from ..models.dac_result import DacResult
    from ..models.deal import Deal


T = TypeVar("T", bound="DacRecord")


@_attrs_define
class DacRecord:
    """A whole Dač game: GET .../record gives one, POST /v1/referee/verify checks one.

    Attributes:
        deals (list[Deal]): Every round's deal, round 1 first.
        kind (Literal['dac']):
        moves (list[DacRecordMove]):
        options (DacOptions): Options of Dač.
        seats (list[str]): The players' names, seat 0 first.
        result (DacResult | None | Unset):
        seed (str | Unset): The seed of the game's shuffles, revealed.
        stacked (bool | Unset): Dealt from a stacked deck: reshuffles keep their order (test mode).
        stream (RandomStream | Unset): The random stream a game's shuffles drew from (engine/rng.py); a record without
            one is of stream 1, the stream of games created before stream 2.
    """

    deals: list[Deal]
    kind: Literal["dac"]
    moves: list[DacRecordMove]
    options: DacOptions
    seats: list[str]
    result: DacResult | None | Unset = UNSET
    seed: str | Unset = UNSET
    stacked: bool | Unset = UNSET
    stream: RandomStream | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.dac_options import DacOptions  # noqa: PLC0415
        from ..models.dac_record_move import DacRecordMove  # noqa: PLC0415
        from ..models.dac_result import DacResult  # noqa: PLC0415
        from ..models.deal import Deal  # noqa: PLC0415

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        kind = self.kind

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        options = self.options.to_dict()

        seats = self.seats

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, DacResult):
            result = self.result.to_dict()
        else:
            result = self.result

        seed = self.seed

        stacked = self.stacked

        stream: int | Unset = UNSET
        if not isinstance(self.stream, Unset):
            stream = self.stream.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deals": deals,
                "kind": kind,
                "moves": moves,
                "options": options,
                "seats": seats,
            }
        )
        if result is not UNSET:
            field_dict["result"] = result
        if seed is not UNSET:
            field_dict["seed"] = seed
        if stacked is not UNSET:
            field_dict["stacked"] = stacked
        if stream is not UNSET:
            field_dict["stream"] = stream

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dac_options import DacOptions  # noqa: PLC0415
        from ..models.dac_record_move import DacRecordMove  # noqa: PLC0415
        from ..models.dac_result import DacResult  # noqa: PLC0415
        from ..models.deal import Deal  # noqa: PLC0415

        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = Deal.from_dict(deals_item_data)

            deals.append(deals_item)

        kind = cast(Literal["dac"], d.pop("kind"))
        if kind != "dac":
            raise ValueError(f"kind must match const 'dac', got '{kind}'")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = DacRecordMove.from_dict(moves_item_data)

            moves.append(moves_item)

        options = DacOptions.from_dict(d.pop("options"))

        seats = cast(list[str], d.pop("seats"))

        def _parse_result(data: object) -> DacResult | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = DacResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DacResult | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        seed = d.pop("seed", UNSET)

        stacked = d.pop("stacked", UNSET)

        _stream = d.pop("stream", UNSET)
        stream: RandomStream | Unset
        if isinstance(_stream, Unset):
            stream = UNSET
        else:
            stream = RandomStream(_stream)

        dac_record = cls(
            deals=deals,
            kind=kind,
            moves=moves,
            options=options,
            seats=seats,
            result=result,
            seed=seed,
            stacked=stacked,
            stream=stream,
        )

        return dac_record
