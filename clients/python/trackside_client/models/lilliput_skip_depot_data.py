from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_company import LilliputCompany

T = TypeVar("T", bound="LilliputSkipDepotData")


@_attrs_define
class LilliputSkipDepotData:
    """
    Attributes:
        company (LilliputCompany):
    """

    company: LilliputCompany

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        lilliput_skip_depot_data = cls(
            company=company,
        )

        return lilliput_skip_depot_data
