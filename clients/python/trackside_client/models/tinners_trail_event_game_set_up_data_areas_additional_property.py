from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TinnersTrailEventGameSetUpDataAreasAdditionalProperty")


@_attrs_define
class TinnersTrailEventGameSetUpDataAreasAdditionalProperty:
    """
    Attributes:
        copper (int | Unset):
        dice (list[int] | None | Unset):
        seeded (bool | Unset):
        tin (int | Unset):
        water (int | Unset):
    """

    copper: int | Unset = UNSET
    dice: list[int] | None | Unset = UNSET
    seeded: bool | Unset = UNSET
    tin: int | Unset = UNSET
    water: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        copper = self.copper

        dice: list[int] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, list):
            dice = self.dice

        else:
            dice = self.dice

        seeded = self.seeded

        tin = self.tin

        water = self.water

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if copper is not UNSET:
            field_dict["copper"] = copper
        if dice is not UNSET:
            field_dict["dice"] = dice
        if seeded is not UNSET:
            field_dict["seeded"] = seeded
        if tin is not UNSET:
            field_dict["tin"] = tin
        if water is not UNSET:
            field_dict["water"] = water

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        copper = d.pop("copper", UNSET)

        def _parse_dice(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = cast(list[int], data)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))

        seeded = d.pop("seeded", UNSET)

        tin = d.pop("tin", UNSET)

        water = d.pop("water", UNSET)

        tinners_trail_event_game_set_up_data_areas_additional_property = cls(
            copper=copper,
            dice=dice,
            seeded=seeded,
            tin=tin,
            water=water,
        )

        tinners_trail_event_game_set_up_data_areas_additional_property.additional_properties = d
        return tinners_trail_event_game_set_up_data_areas_additional_property

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
