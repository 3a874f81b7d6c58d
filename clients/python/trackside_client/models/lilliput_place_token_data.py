from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_company import LilliputCompany

T = TypeVar("T", bound="LilliputPlaceTokenData")


@_attrs_define
class LilliputPlaceTokenData:
    """
    Attributes:
        company (LilliputCompany):
        square (str):
    """

    company: LilliputCompany
    square: str

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        square = d.pop("square")

        lilliput_place_token_data = cls(
            company=company,
            square=square,
        )

        return lilliput_place_token_data
