from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.mini_express_company import MiniExpressCompany

T = TypeVar("T", bound="MiniExpressTakeShareData")


@_attrs_define
class MiniExpressTakeShareData:
    """
    Attributes:
        company (MiniExpressCompany):
    """

    company: MiniExpressCompany

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
        company = MiniExpressCompany(d.pop("company"))

        mini_express_take_share_data = cls(
            company=company,
        )

        return mini_express_take_share_data
