from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.tinners_trail_area import TinnersTrailArea

T = TypeVar("T", bound="TinnersTrailImprovePumpsData")


@_attrs_define
class TinnersTrailImprovePumpsData:
    """
    Attributes:
        water_from (list[TinnersTrailArea]):
    """

    water_from: list[TinnersTrailArea]

    def to_dict(self) -> dict[str, Any]:
        water_from = []
        for water_from_item_data in self.water_from:
            water_from_item = water_from_item_data.value
            water_from.append(water_from_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "water_from": water_from,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        water_from = []
        _water_from = d.pop("water_from")
        for water_from_item_data in _water_from:
            water_from_item = TinnersTrailArea(water_from_item_data)

            water_from.append(water_from_item)

        tinners_trail_improve_pumps_data = cls(
            water_from=water_from,
        )

        return tinners_trail_improve_pumps_data
