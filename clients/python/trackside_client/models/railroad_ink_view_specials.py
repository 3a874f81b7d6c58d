from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RailroadInkViewSpecials")


@_attrs_define
class RailroadInkViewSpecials:
    """
    Attributes:
        highway_cross (str):
        railway_cross (str):
        station_1h_3r (str):
        station_3h_1r (str):
        station_adjacent (str):
        station_opposite (str):
    """

    highway_cross: str
    railway_cross: str
    station_1h_3r: str
    station_3h_1r: str
    station_adjacent: str
    station_opposite: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        highway_cross = self.highway_cross

        railway_cross = self.railway_cross

        station_1h_3r = self.station_1h_3r

        station_3h_1r = self.station_3h_1r

        station_adjacent = self.station_adjacent

        station_opposite = self.station_opposite

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "highway_cross": highway_cross,
                "railway_cross": railway_cross,
                "station_1h_3r": station_1h_3r,
                "station_3h_1r": station_3h_1r,
                "station_adjacent": station_adjacent,
                "station_opposite": station_opposite,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        highway_cross = d.pop("highway_cross")

        railway_cross = d.pop("railway_cross")

        station_1h_3r = d.pop("station_1h_3r")

        station_3h_1r = d.pop("station_3h_1r")

        station_adjacent = d.pop("station_adjacent")

        station_opposite = d.pop("station_opposite")

        railroad_ink_view_specials = cls(
            highway_cross=highway_cross,
            railway_cross=railway_cross,
            station_1h_3r=station_1h_3r,
            station_3h_1r=station_3h_1r,
            station_adjacent=station_adjacent,
            station_opposite=station_opposite,
        )

        railroad_ink_view_specials.additional_properties = d
        return railroad_ink_view_specials

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
