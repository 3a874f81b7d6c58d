from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RailroadInkViewDiceItem")


@_attrs_define
class RailroadInkViewDiceItem:
    """
    Attributes:
        die (int | Unset):
        edges (str | Unset):
        overpass (bool | Unset):
        route (str | Unset):
    """

    die: int | Unset = UNSET
    edges: str | Unset = UNSET
    overpass: bool | Unset = UNSET
    route: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        edges = self.edges

        overpass = self.overpass

        route = self.route

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if die is not UNSET:
            field_dict["die"] = die
        if edges is not UNSET:
            field_dict["edges"] = edges
        if overpass is not UNSET:
            field_dict["overpass"] = overpass
        if route is not UNSET:
            field_dict["route"] = route

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die", UNSET)

        edges = d.pop("edges", UNSET)

        overpass = d.pop("overpass", UNSET)

        route = d.pop("route", UNSET)

        railroad_ink_view_dice_item = cls(
            die=die,
            edges=edges,
            overpass=overpass,
            route=route,
        )

        railroad_ink_view_dice_item.additional_properties = d
        return railroad_ink_view_dice_item

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
