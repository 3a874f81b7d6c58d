from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TinnersTrailViewAreasAdditionalProperty")


@_attrs_define
class TinnersTrailViewAreasAdditionalProperty:
    """
    Attributes:
        copper (int | Unset):
        mine (int | None | Unset):
        miner (bool | Unset):
        port (bool | Unset):
        seeded (bool | Unset):
        tin (int | Unset):
        train (bool | Unset):
        water (int | Unset):
    """

    copper: int | Unset = UNSET
    mine: int | None | Unset = UNSET
    miner: bool | Unset = UNSET
    port: bool | Unset = UNSET
    seeded: bool | Unset = UNSET
    tin: int | Unset = UNSET
    train: bool | Unset = UNSET
    water: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        copper = self.copper

        mine: int | None | Unset
        if isinstance(self.mine, Unset):
            mine = UNSET
        else:
            mine = self.mine

        miner = self.miner

        port = self.port

        seeded = self.seeded

        tin = self.tin

        train = self.train

        water = self.water

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if copper is not UNSET:
            field_dict["copper"] = copper
        if mine is not UNSET:
            field_dict["mine"] = mine
        if miner is not UNSET:
            field_dict["miner"] = miner
        if port is not UNSET:
            field_dict["port"] = port
        if seeded is not UNSET:
            field_dict["seeded"] = seeded
        if tin is not UNSET:
            field_dict["tin"] = tin
        if train is not UNSET:
            field_dict["train"] = train
        if water is not UNSET:
            field_dict["water"] = water

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        copper = d.pop("copper", UNSET)

        def _parse_mine(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        mine = _parse_mine(d.pop("mine", UNSET))

        miner = d.pop("miner", UNSET)

        port = d.pop("port", UNSET)

        seeded = d.pop("seeded", UNSET)

        tin = d.pop("tin", UNSET)

        train = d.pop("train", UNSET)

        water = d.pop("water", UNSET)

        tinners_trail_view_areas_additional_property = cls(
            copper=copper,
            mine=mine,
            miner=miner,
            port=port,
            seeded=seeded,
            tin=tin,
            train=train,
            water=water,
        )

        tinners_trail_view_areas_additional_property.additional_properties = d
        return tinners_trail_view_areas_additional_property

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
