from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewReturnsDueItem")


@_attrs_define
class LilliputViewReturnsDueItem:
    """
    Attributes:
        company (str | Unset):
        trains_over (int | Unset):
    """

    company: str | Unset = UNSET
    trains_over: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        trains_over = self.trains_over

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if company is not UNSET:
            field_dict["company"] = company
        if trains_over is not UNSET:
            field_dict["trains_over"] = trains_over

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = d.pop("company", UNSET)

        trains_over = d.pop("trains_over", UNSET)

        lilliput_view_returns_due_item = cls(
            company=company,
            trains_over=trains_over,
        )

        lilliput_view_returns_due_item.additional_properties = d
        return lilliput_view_returns_due_item

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
