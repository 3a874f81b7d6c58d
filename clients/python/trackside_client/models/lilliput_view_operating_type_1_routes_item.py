from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewOperatingType1RoutesItem")


@_attrs_define
class LilliputViewOperatingType1RoutesItem:
    """
    Attributes:
        revenue (int | Unset):
        stop_revenues (list[int] | Unset):
        stops (list[str] | Unset):
        train (str | Unset):
        walk (list[str] | Unset):
    """

    revenue: int | Unset = UNSET
    stop_revenues: list[int] | Unset = UNSET
    stops: list[str] | Unset = UNSET
    train: str | Unset = UNSET
    walk: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        revenue = self.revenue

        stop_revenues: list[int] | Unset = UNSET
        if not isinstance(self.stop_revenues, Unset):
            stop_revenues = self.stop_revenues

        stops: list[str] | Unset = UNSET
        if not isinstance(self.stops, Unset):
            stops = self.stops

        train = self.train

        walk: list[str] | Unset = UNSET
        if not isinstance(self.walk, Unset):
            walk = self.walk

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if revenue is not UNSET:
            field_dict["revenue"] = revenue
        if stop_revenues is not UNSET:
            field_dict["stop_revenues"] = stop_revenues
        if stops is not UNSET:
            field_dict["stops"] = stops
        if train is not UNSET:
            field_dict["train"] = train
        if walk is not UNSET:
            field_dict["walk"] = walk

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        revenue = d.pop("revenue", UNSET)

        stop_revenues = cast(list[int], d.pop("stop_revenues", UNSET))

        stops = cast(list[str], d.pop("stops", UNSET))

        train = d.pop("train", UNSET)

        walk = cast(list[str], d.pop("walk", UNSET))

        lilliput_view_operating_type_1_routes_item = cls(
            revenue=revenue,
            stop_revenues=stop_revenues,
            stops=stops,
            train=train,
            walk=walk,
        )

        lilliput_view_operating_type_1_routes_item.additional_properties = d
        return lilliput_view_operating_type_1_routes_item

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
