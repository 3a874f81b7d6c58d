from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewOperatingType1TrackGraphRules")


@_attrs_define
class LilliputViewOperatingType1TrackGraphRules:
    """
    Attributes:
        one_center_per_hex (bool | Unset):
        routes_may_share_centers (bool | Unset):
    """

    one_center_per_hex: bool | Unset = UNSET
    routes_may_share_centers: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        one_center_per_hex = self.one_center_per_hex

        routes_may_share_centers = self.routes_may_share_centers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if one_center_per_hex is not UNSET:
            field_dict["one_center_per_hex"] = one_center_per_hex
        if routes_may_share_centers is not UNSET:
            field_dict["routes_may_share_centers"] = routes_may_share_centers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        one_center_per_hex = d.pop("one_center_per_hex", UNSET)

        routes_may_share_centers = d.pop("routes_may_share_centers", UNSET)

        lilliput_view_operating_type_1_track_graph_rules = cls(
            one_center_per_hex=one_center_per_hex,
            routes_may_share_centers=routes_may_share_centers,
        )

        lilliput_view_operating_type_1_track_graph_rules.additional_properties = d
        return lilliput_view_operating_type_1_track_graph_rules

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
