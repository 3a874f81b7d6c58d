from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewSupply")


@_attrs_define
class LilliputViewSupply:
    """
    Attributes:
        city_curve (int):
        city_green_t (int):
        city_green_x (int):
        city_straight (int):
        crossing (int):
        curve (int):
        double_curve (int):
        plain_brown (int):
        straight (int):
        switch (int):
        y_brown (int):
        y_curve (int):
        y_green (int):
        y_straight (int):
        city_brown (int | Unset):
        laputa_gvr (int | Unset):
        laputa_lnr (int | Unset):
        laputa_mr (int | Unset):
        laputa_sr (int | Unset):
    """

    city_curve: int
    city_green_t: int
    city_green_x: int
    city_straight: int
    crossing: int
    curve: int
    double_curve: int
    plain_brown: int
    straight: int
    switch: int
    y_brown: int
    y_curve: int
    y_green: int
    y_straight: int
    city_brown: int | Unset = UNSET
    laputa_gvr: int | Unset = UNSET
    laputa_lnr: int | Unset = UNSET
    laputa_mr: int | Unset = UNSET
    laputa_sr: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        city_curve = self.city_curve

        city_green_t = self.city_green_t

        city_green_x = self.city_green_x

        city_straight = self.city_straight

        crossing = self.crossing

        curve = self.curve

        double_curve = self.double_curve

        plain_brown = self.plain_brown

        straight = self.straight

        switch = self.switch

        y_brown = self.y_brown

        y_curve = self.y_curve

        y_green = self.y_green

        y_straight = self.y_straight

        city_brown = self.city_brown

        laputa_gvr = self.laputa_gvr

        laputa_lnr = self.laputa_lnr

        laputa_mr = self.laputa_mr

        laputa_sr = self.laputa_sr

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "city-curve": city_curve,
                "city-green-t": city_green_t,
                "city-green-x": city_green_x,
                "city-straight": city_straight,
                "crossing": crossing,
                "curve": curve,
                "double-curve": double_curve,
                "plain-brown": plain_brown,
                "straight": straight,
                "switch": switch,
                "y-brown": y_brown,
                "y-curve": y_curve,
                "y-green": y_green,
                "y-straight": y_straight,
            }
        )
        if city_brown is not UNSET:
            field_dict["city-brown"] = city_brown
        if laputa_gvr is not UNSET:
            field_dict["laputa-gvr"] = laputa_gvr
        if laputa_lnr is not UNSET:
            field_dict["laputa-lnr"] = laputa_lnr
        if laputa_mr is not UNSET:
            field_dict["laputa-mr"] = laputa_mr
        if laputa_sr is not UNSET:
            field_dict["laputa-sr"] = laputa_sr

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        city_curve = d.pop("city-curve")

        city_green_t = d.pop("city-green-t")

        city_green_x = d.pop("city-green-x")

        city_straight = d.pop("city-straight")

        crossing = d.pop("crossing")

        curve = d.pop("curve")

        double_curve = d.pop("double-curve")

        plain_brown = d.pop("plain-brown")

        straight = d.pop("straight")

        switch = d.pop("switch")

        y_brown = d.pop("y-brown")

        y_curve = d.pop("y-curve")

        y_green = d.pop("y-green")

        y_straight = d.pop("y-straight")

        city_brown = d.pop("city-brown", UNSET)

        laputa_gvr = d.pop("laputa-gvr", UNSET)

        laputa_lnr = d.pop("laputa-lnr", UNSET)

        laputa_mr = d.pop("laputa-mr", UNSET)

        laputa_sr = d.pop("laputa-sr", UNSET)

        lilliput_view_supply = cls(
            city_curve=city_curve,
            city_green_t=city_green_t,
            city_green_x=city_green_x,
            city_straight=city_straight,
            crossing=crossing,
            curve=curve,
            double_curve=double_curve,
            plain_brown=plain_brown,
            straight=straight,
            switch=switch,
            y_brown=y_brown,
            y_curve=y_curve,
            y_green=y_green,
            y_straight=y_straight,
            city_brown=city_brown,
            laputa_gvr=laputa_gvr,
            laputa_lnr=laputa_lnr,
            laputa_mr=laputa_mr,
            laputa_sr=laputa_sr,
        )

        lilliput_view_supply.additional_properties = d
        return lilliput_view_supply

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
