from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewOperatingType1Payout")


@_attrs_define
class LilliputViewOperatingType1Payout:
    """
    Attributes:
        company (int | Unset):
        income (int | Unset):
        shareholders (int | Unset):
    """

    company: int | Unset = UNSET
    income: int | Unset = UNSET
    shareholders: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        income = self.income

        shareholders = self.shareholders

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if company is not UNSET:
            field_dict["company"] = company
        if income is not UNSET:
            field_dict["income"] = income
        if shareholders is not UNSET:
            field_dict["shareholders"] = shareholders

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = d.pop("company", UNSET)

        income = d.pop("income", UNSET)

        shareholders = d.pop("shareholders", UNSET)

        lilliput_view_operating_type_1_payout = cls(
            company=company,
            income=income,
            shareholders=shareholders,
        )

        lilliput_view_operating_type_1_payout.additional_properties = d
        return lilliput_view_operating_type_1_payout

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
