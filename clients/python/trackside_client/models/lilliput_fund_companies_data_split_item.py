from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_company import LilliputCompany

T = TypeVar("T", bound="LilliputFundCompaniesDataSplitItem")


@_attrs_define
class LilliputFundCompaniesDataSplitItem:
    """
    Attributes:
        company (LilliputCompany):
        amount (int):
    """

    company: LilliputCompany
    amount: int

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        amount = d.pop("amount")

        lilliput_fund_companies_data_split_item = cls(
            company=company,
            amount=amount,
        )

        return lilliput_fund_companies_data_split_item
