from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MiniExpressViewGoldenSpikeType1")


@_attrs_define
class MiniExpressViewGoldenSpikeType1:
    """
    Attributes:
        east (None | str):
        status (str):
        west (None | str):
    """

    east: None | str
    status: str
    west: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        east: None | str
        east = self.east

        status = self.status

        west: None | str
        west = self.west

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "east": east,
                "status": status,
                "west": west,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_east(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        east = _parse_east(d.pop("east"))

        status = d.pop("status")

        def _parse_west(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        west = _parse_west(d.pop("west"))

        mini_express_view_golden_spike_type_1 = cls(
            east=east,
            status=status,
            west=west,
        )

        mini_express_view_golden_spike_type_1.additional_properties = d
        return mini_express_view_golden_spike_type_1

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
