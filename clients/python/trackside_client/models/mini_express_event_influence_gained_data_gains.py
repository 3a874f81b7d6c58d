from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MiniExpressEventInfluenceGainedDataGains")


@_attrs_define
class MiniExpressEventInfluenceGainedDataGains:
    """
    Attributes:
        cotton (int | Unset):
        leather (int | Unset):
        steel (int | Unset):
        wood (int | Unset):
    """

    cotton: int | Unset = UNSET
    leather: int | Unset = UNSET
    steel: int | Unset = UNSET
    wood: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cotton = self.cotton

        leather = self.leather

        steel = self.steel

        wood = self.wood

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if cotton is not UNSET:
            field_dict["cotton"] = cotton
        if leather is not UNSET:
            field_dict["leather"] = leather
        if steel is not UNSET:
            field_dict["steel"] = steel
        if wood is not UNSET:
            field_dict["wood"] = wood

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cotton = d.pop("cotton", UNSET)

        leather = d.pop("leather", UNSET)

        steel = d.pop("steel", UNSET)

        wood = d.pop("wood", UNSET)

        mini_express_event_influence_gained_data_gains = cls(
            cotton=cotton,
            leather=leather,
            steel=steel,
            wood=wood,
        )

        mini_express_event_influence_gained_data_gains.additional_properties = d
        return mini_express_event_influence_gained_data_gains

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
