from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MiniExpressViewCompaniesAdditionalProperty")


@_attrs_define
class MiniExpressViewCompaniesAdditionalProperty:
    """
    Attributes:
        set_aside (int | Unset):
        shares (int | Unset):
        stock (int | Unset):
        track (int | Unset):
        trains (int | Unset):
    """

    set_aside: int | Unset = UNSET
    shares: int | Unset = UNSET
    stock: int | Unset = UNSET
    track: int | Unset = UNSET
    trains: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        set_aside = self.set_aside

        shares = self.shares

        stock = self.stock

        track = self.track

        trains = self.trains

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if set_aside is not UNSET:
            field_dict["set_aside"] = set_aside
        if shares is not UNSET:
            field_dict["shares"] = shares
        if stock is not UNSET:
            field_dict["stock"] = stock
        if track is not UNSET:
            field_dict["track"] = track
        if trains is not UNSET:
            field_dict["trains"] = trains

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        set_aside = d.pop("set_aside", UNSET)

        shares = d.pop("shares", UNSET)

        stock = d.pop("stock", UNSET)

        track = d.pop("track", UNSET)

        trains = d.pop("trains", UNSET)

        mini_express_view_companies_additional_property = cls(
            set_aside=set_aside,
            shares=shares,
            stock=stock,
            track=track,
            trains=trains,
        )

        mini_express_view_companies_additional_property.additional_properties = d
        return mini_express_view_companies_additional_property

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
