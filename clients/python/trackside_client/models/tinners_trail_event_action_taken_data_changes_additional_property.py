from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TinnersTrailEventActionTakenDataChangesAdditionalProperty")


@_attrs_define
class TinnersTrailEventActionTakenDataChangesAdditionalProperty:
    """
    Attributes:
        copper (int | Unset):
        tin (int | Unset):
        water (int | Unset):
    """

    copper: int | Unset = UNSET
    tin: int | Unset = UNSET
    water: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        copper = self.copper

        tin = self.tin

        water = self.water

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if copper is not UNSET:
            field_dict["copper"] = copper
        if tin is not UNSET:
            field_dict["tin"] = tin
        if water is not UNSET:
            field_dict["water"] = water

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        copper = d.pop("copper", UNSET)

        tin = d.pop("tin", UNSET)

        water = d.pop("water", UNSET)

        tinners_trail_event_action_taken_data_changes_additional_property = cls(
            copper=copper,
            tin=tin,
            water=water,
        )

        tinners_trail_event_action_taken_data_changes_additional_property.additional_properties = d
        return tinners_trail_event_action_taken_data_changes_additional_property

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
