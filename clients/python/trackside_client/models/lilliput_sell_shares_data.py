from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_company import LilliputCompany

T = TypeVar("T", bound="LilliputSellSharesData")


@_attrs_define
class LilliputSellSharesData:
    """
    Attributes:
        company (LilliputCompany):
        count (int):
    """

    company: LilliputCompany
    count: int

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        count = d.pop("count")

        lilliput_sell_shares_data = cls(
            company=company,
            count=count,
        )

        return lilliput_sell_shares_data
