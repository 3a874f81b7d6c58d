from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MiniExpressEventGoldenSpikeEastData")


@_attrs_define
class MiniExpressEventGoldenSpikeEastData:
    """
    Attributes:
        east (str):
        west_coast (list[str]):
    """

    east: str
    west_coast: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        east = self.east

        west_coast = self.west_coast

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "east": east,
                "west_coast": west_coast,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        east = d.pop("east")

        west_coast = cast(list[str], d.pop("west_coast"))

        mini_express_event_golden_spike_east_data = cls(
            east=east,
            west_coast=west_coast,
        )

        mini_express_event_golden_spike_east_data.additional_properties = d
        return mini_express_event_golden_spike_east_data

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
