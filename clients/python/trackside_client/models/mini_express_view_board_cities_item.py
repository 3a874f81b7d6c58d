from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MiniExpressViewBoardCitiesItem")


@_attrs_define
class MiniExpressViewBoardCitiesItem:
    """
    Attributes:
        capacity (int | Unset):
        cell (str | Unset):
        name (str | Unset):
        number (int | Unset):
        start (str | Unset):
    """

    capacity: int | Unset = UNSET
    cell: str | Unset = UNSET
    name: str | Unset = UNSET
    number: int | Unset = UNSET
    start: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        capacity = self.capacity

        cell = self.cell

        name = self.name

        number = self.number

        start = self.start

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if capacity is not UNSET:
            field_dict["capacity"] = capacity
        if cell is not UNSET:
            field_dict["cell"] = cell
        if name is not UNSET:
            field_dict["name"] = name
        if number is not UNSET:
            field_dict["number"] = number
        if start is not UNSET:
            field_dict["start"] = start

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        capacity = d.pop("capacity", UNSET)

        cell = d.pop("cell", UNSET)

        name = d.pop("name", UNSET)

        number = d.pop("number", UNSET)

        start = d.pop("start", UNSET)

        mini_express_view_board_cities_item = cls(
            capacity=capacity,
            cell=cell,
            name=name,
            number=number,
            start=start,
        )

        mini_express_view_board_cities_item.additional_properties = d
        return mini_express_view_board_cities_item

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
