from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RailroadInkViewResultsType0Item")


@_attrs_define
class RailroadInkViewResultsType0Item:
    """
    Attributes:
        center (int | Unset):
        errors (int | Unset):
        exits (int | Unset):
        expansion (int | Unset):
        longest_highway (int | Unset):
        longest_railway (int | Unset):
        total (int | Unset):
    """

    center: int | Unset = UNSET
    errors: int | Unset = UNSET
    exits: int | Unset = UNSET
    expansion: int | Unset = UNSET
    longest_highway: int | Unset = UNSET
    longest_railway: int | Unset = UNSET
    total: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        center = self.center

        errors = self.errors

        exits = self.exits

        expansion = self.expansion

        longest_highway = self.longest_highway

        longest_railway = self.longest_railway

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if center is not UNSET:
            field_dict["center"] = center
        if errors is not UNSET:
            field_dict["errors"] = errors
        if exits is not UNSET:
            field_dict["exits"] = exits
        if expansion is not UNSET:
            field_dict["expansion"] = expansion
        if longest_highway is not UNSET:
            field_dict["longest_highway"] = longest_highway
        if longest_railway is not UNSET:
            field_dict["longest_railway"] = longest_railway
        if total is not UNSET:
            field_dict["total"] = total

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        center = d.pop("center", UNSET)

        errors = d.pop("errors", UNSET)

        exits = d.pop("exits", UNSET)

        expansion = d.pop("expansion", UNSET)

        longest_highway = d.pop("longest_highway", UNSET)

        longest_railway = d.pop("longest_railway", UNSET)

        total = d.pop("total", UNSET)

        railroad_ink_view_results_type_0_item = cls(
            center=center,
            errors=errors,
            exits=exits,
            expansion=expansion,
            longest_highway=longest_highway,
            longest_railway=longest_railway,
            total=total,
        )

        railroad_ink_view_results_type_0_item.additional_properties = d
        return railroad_ink_view_results_type_0_item

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
