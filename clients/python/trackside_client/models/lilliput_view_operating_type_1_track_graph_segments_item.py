from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewOperatingType1TrackGraphSegmentsItem")


@_attrs_define
class LilliputViewOperatingType1TrackGraphSegmentsItem:
    """
    Attributes:
        ends (list[Any] | Unset):
        id (str | Unset):
        tile (str | Unset):
    """

    ends: list[Any] | Unset = UNSET
    id: str | Unset = UNSET
    tile: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ends: list[Any] | Unset = UNSET
        if not isinstance(self.ends, Unset):
            ends = self.ends

        id = self.id

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if ends is not UNSET:
            field_dict["ends"] = ends
        if id is not UNSET:
            field_dict["id"] = id
        if tile is not UNSET:
            field_dict["tile"] = tile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ends = cast(list[Any], d.pop("ends", UNSET))

        id = d.pop("id", UNSET)

        tile = d.pop("tile", UNSET)

        lilliput_view_operating_type_1_track_graph_segments_item = cls(
            ends=ends,
            id=id,
            tile=tile,
        )

        lilliput_view_operating_type_1_track_graph_segments_item.additional_properties = d
        return lilliput_view_operating_type_1_track_graph_segments_item

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
