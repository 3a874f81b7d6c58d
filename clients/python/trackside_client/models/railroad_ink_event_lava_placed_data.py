from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RailroadInkEventLavaPlacedData")


@_attrs_define
class RailroadInkEventLavaPlacedData:
    """
    Attributes:
        col (int):
        die (int):
        edges (str):
        lava (str):
        mirrored (bool):
        rotation (int):
        row (int):
    """

    col: int
    die: int
    edges: str
    lava: str
    mirrored: bool
    rotation: int
    row: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        col = self.col

        die = self.die

        edges = self.edges

        lava = self.lava

        mirrored = self.mirrored

        rotation = self.rotation

        row = self.row

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "col": col,
                "die": die,
                "edges": edges,
                "lava": lava,
                "mirrored": mirrored,
                "rotation": rotation,
                "row": row,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        col = d.pop("col")

        die = d.pop("die")

        edges = d.pop("edges")

        lava = d.pop("lava")

        mirrored = d.pop("mirrored")

        rotation = d.pop("rotation")

        row = d.pop("row")

        railroad_ink_event_lava_placed_data = cls(
            col=col,
            die=die,
            edges=edges,
            lava=lava,
            mirrored=mirrored,
            rotation=rotation,
            row=row,
        )

        railroad_ink_event_lava_placed_data.additional_properties = d
        return railroad_ink_event_lava_placed_data

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
