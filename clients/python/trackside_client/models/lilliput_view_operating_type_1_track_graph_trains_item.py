from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewOperatingType1TrackGraphTrainsItem")


@_attrs_define
class LilliputViewOperatingType1TrackGraphTrainsItem:
    """
    Attributes:
        express (bool | Unset):
        multiplier (int | Unset):
        name (str | Unset):
        obsolete (bool | Unset):
        skip (str | Unset):
        stops (int | Unset):
        towns_count (bool | Unset):
    """

    express: bool | Unset = UNSET
    multiplier: int | Unset = UNSET
    name: str | Unset = UNSET
    obsolete: bool | Unset = UNSET
    skip: str | Unset = UNSET
    stops: int | Unset = UNSET
    towns_count: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        express = self.express

        multiplier = self.multiplier

        name = self.name

        obsolete = self.obsolete

        skip = self.skip

        stops = self.stops

        towns_count = self.towns_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if express is not UNSET:
            field_dict["express"] = express
        if multiplier is not UNSET:
            field_dict["multiplier"] = multiplier
        if name is not UNSET:
            field_dict["name"] = name
        if obsolete is not UNSET:
            field_dict["obsolete"] = obsolete
        if skip is not UNSET:
            field_dict["skip"] = skip
        if stops is not UNSET:
            field_dict["stops"] = stops
        if towns_count is not UNSET:
            field_dict["towns_count"] = towns_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        express = d.pop("express", UNSET)

        multiplier = d.pop("multiplier", UNSET)

        name = d.pop("name", UNSET)

        obsolete = d.pop("obsolete", UNSET)

        skip = d.pop("skip", UNSET)

        stops = d.pop("stops", UNSET)

        towns_count = d.pop("towns_count", UNSET)

        lilliput_view_operating_type_1_track_graph_trains_item = cls(
            express=express,
            multiplier=multiplier,
            name=name,
            obsolete=obsolete,
            skip=skip,
            stops=stops,
            towns_count=towns_count,
        )

        lilliput_view_operating_type_1_track_graph_trains_item.additional_properties = d
        return lilliput_view_operating_type_1_track_graph_trains_item

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
