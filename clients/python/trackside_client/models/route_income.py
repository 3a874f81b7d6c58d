from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RouteIncome")


@_attrs_define
class RouteIncome:
    """
    Attributes:
        company (str):
        at_version (int | None | Unset):
    """

    company: str
    at_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        at_version: int | None | Unset
        if isinstance(self.at_version, Unset):
            at_version = UNSET
        else:
            at_version = self.at_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
            }
        )
        if at_version is not UNSET:
            field_dict["at_version"] = at_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = d.pop("company")

        def _parse_at_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        at_version = _parse_at_version(d.pop("at_version", UNSET))

        route_income = cls(
            company=company,
            at_version=at_version,
        )

        return route_income
