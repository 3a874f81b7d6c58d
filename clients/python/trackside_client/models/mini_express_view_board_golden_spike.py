from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MiniExpressViewBoardGoldenSpike")


@_attrs_define
class MiniExpressViewBoardGoldenSpike:
    """
    Attributes:
        east (str | Unset):
        space (str | Unset):
        west (str | Unset):
    """

    east: str | Unset = UNSET
    space: str | Unset = UNSET
    west: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        east = self.east

        space = self.space

        west = self.west

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if east is not UNSET:
            field_dict["east"] = east
        if space is not UNSET:
            field_dict["space"] = space
        if west is not UNSET:
            field_dict["west"] = west

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        east = d.pop("east", UNSET)

        space = d.pop("space", UNSET)

        west = d.pop("west", UNSET)

        mini_express_view_board_golden_spike = cls(
            east=east,
            space=space,
            west=west,
        )

        mini_express_view_board_golden_spike.additional_properties = d
        return mini_express_view_board_golden_spike

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
