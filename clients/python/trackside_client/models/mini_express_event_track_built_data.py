from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MiniExpressEventTrackBuiltData")


@_attrs_define
class MiniExpressEventTrackBuiltData:
    """
    Attributes:
        city (str):
        company (str):
        path (list[str]):
        seat (int):
        track (int):
    """

    city: str
    company: str
    path: list[str]
    seat: int
    track: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        city = self.city

        company = self.company

        path = self.path

        seat = self.seat

        track = self.track

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "city": city,
                "company": company,
                "path": path,
                "seat": seat,
                "track": track,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        city = d.pop("city")

        company = d.pop("company")

        path = cast(list[str], d.pop("path"))

        seat = d.pop("seat")

        track = d.pop("track")

        mini_express_event_track_built_data = cls(
            city=city,
            company=company,
            path=path,
            seat=seat,
            track=track,
        )

        mini_express_event_track_built_data.additional_properties = d
        return mini_express_event_track_built_data

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
