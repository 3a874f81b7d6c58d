from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_company import LilliputCompany

T = TypeVar("T", bound="LilliputFoundCompanyData")


@_attrs_define
class LilliputFoundCompanyData:
    """
    Attributes:
        company (LilliputCompany):
        price (int):
        square (str):
    """

    company: LilliputCompany
    price: int
    square: str

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        price = self.price

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "price": price,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        price = d.pop("price")

        square = d.pop("square")

        lilliput_found_company_data = cls(
            company=company,
            price=price,
            square=square,
        )

        return lilliput_found_company_data
