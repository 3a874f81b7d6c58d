from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RailroadInkViewLavaDiceItem")


@_attrs_define
class RailroadInkViewLavaDiceItem:
    """
    Attributes:
        die (int | Unset):
        edges (str | Unset):
        lava (str | Unset):
    """

    die: int | Unset = UNSET
    edges: str | Unset = UNSET
    lava: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        edges = self.edges

        lava = self.lava

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if die is not UNSET:
            field_dict["die"] = die
        if edges is not UNSET:
            field_dict["edges"] = edges
        if lava is not UNSET:
            field_dict["lava"] = lava

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die", UNSET)

        edges = d.pop("edges", UNSET)

        lava = d.pop("lava", UNSET)

        railroad_ink_view_lava_dice_item = cls(
            die=die,
            edges=edges,
            lava=lava,
        )

        railroad_ink_view_lava_dice_item.additional_properties = d
        return railroad_ink_view_lava_dice_item

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
