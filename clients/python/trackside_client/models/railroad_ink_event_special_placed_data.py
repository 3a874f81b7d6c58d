from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RailroadInkEventSpecialPlacedData")


@_attrs_define
class RailroadInkEventSpecialPlacedData:
    """
    Attributes:
        col (int):
        edges (str):
        mirrored (bool):
        overpass (bool):
        rotation (int):
        row (int):
        special (str):
    """

    col: int
    edges: str
    mirrored: bool
    overpass: bool
    rotation: int
    row: int
    special: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        col = self.col

        edges = self.edges

        mirrored = self.mirrored

        overpass = self.overpass

        rotation = self.rotation

        row = self.row

        special = self.special

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "col": col,
                "edges": edges,
                "mirrored": mirrored,
                "overpass": overpass,
                "rotation": rotation,
                "row": row,
                "special": special,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        col = d.pop("col")

        edges = d.pop("edges")

        mirrored = d.pop("mirrored")

        overpass = d.pop("overpass")

        rotation = d.pop("rotation")

        row = d.pop("row")

        special = d.pop("special")

        railroad_ink_event_special_placed_data = cls(
            col=col,
            edges=edges,
            mirrored=mirrored,
            overpass=overpass,
            rotation=rotation,
            row=row,
            special=special,
        )

        railroad_ink_event_special_placed_data.additional_properties = d
        return railroad_ink_event_special_placed_data

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
