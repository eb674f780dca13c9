from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_code import ProblemCode
from ..types import UNSET, Unset


T = TypeVar("T", bound="MoveCheck")


@_attrs_define
class MoveCheck:
    """Whether a move would be accepted now; if not, the code it would get.

    Attributes:
        legal (bool):
        code (ProblemCode | Unset): A stable error code.
        detail (str | Unset):
        field (str | Unset):
    """

    legal: bool
    code: ProblemCode | Unset = UNSET
    detail: str | Unset = UNSET
    field: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        code: str | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.value

        detail = self.detail

        field = self.field

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
            }
        )
        if code is not UNSET:
            field_dict["code"] = code
        if detail is not UNSET:
            field_dict["detail"] = detail
        if field is not UNSET:
            field_dict["field"] = field

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        legal = d.pop("legal")

        _code = d.pop("code", UNSET)
        code: ProblemCode | Unset
        if isinstance(_code, Unset):
            code = UNSET
        else:
            code = ProblemCode(_code)

        detail = d.pop("detail", UNSET)

        field = d.pop("field", UNSET)

        move_check = cls(
            legal=legal,
            code=code,
            detail=detail,
            field=field,
        )

        return move_check
