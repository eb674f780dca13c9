from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_code import ProblemCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.verdict_result import VerdictResult


T = TypeVar("T", bound="Verdict")


@_attrs_define
class Verdict:
    """The referee's verdict on a game record.

    Attributes:
        valid (bool):
        code (ProblemCode | Unset): A stable error code.
        detail (str | Unset):
        index (int | Unset): The first move (0-based) that breaks a rule; the number of moves when the end is at fault.
        moves (int | Unset): A valid game's number of moves.
        result (VerdictResult | Unset): A valid game's result (the kind's Result).
        seat (int | None | Unset):
    """

    valid: bool
    code: ProblemCode | Unset = UNSET
    detail: str | Unset = UNSET
    index: int | Unset = UNSET
    moves: int | Unset = UNSET
    result: VerdictResult | Unset = UNSET
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.verdict_result import VerdictResult  # noqa: PLC0415

        valid = self.valid

        code: str | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.value

        detail = self.detail

        index = self.index

        moves = self.moves

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "valid": valid,
            }
        )
        if code is not UNSET:
            field_dict["code"] = code
        if detail is not UNSET:
            field_dict["detail"] = detail
        if index is not UNSET:
            field_dict["index"] = index
        if moves is not UNSET:
            field_dict["moves"] = moves
        if result is not UNSET:
            field_dict["result"] = result
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.verdict_result import VerdictResult  # noqa: PLC0415

        d = dict(src_dict)
        valid = d.pop("valid")

        _code = d.pop("code", UNSET)
        code: ProblemCode | Unset
        if isinstance(_code, Unset):
            code = UNSET
        else:
            code = ProblemCode(_code)

        detail = d.pop("detail", UNSET)

        index = d.pop("index", UNSET)

        moves = d.pop("moves", UNSET)

        _result = d.pop("result", UNSET)
        result: VerdictResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = VerdictResult.from_dict(_result)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        verdict = cls(
            valid=valid,
            code=code,
            detail=detail,
            index=index,
            moves=moves,
            result=result,
            seat=seat,
        )

        return verdict
