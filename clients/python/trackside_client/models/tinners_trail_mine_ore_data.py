from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.tinners_trail_area import TinnersTrailArea

T = TypeVar("T", bound="TinnersTrailMineOreData")


@_attrs_define
class TinnersTrailMineOreData:
    """
    Attributes:
        area (TinnersTrailArea):
        tin (int):
        copper (int):
    """

    area: TinnersTrailArea
    tin: int
    copper: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area.value

        tin = self.tin

        copper = self.copper

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "tin": tin,
                "copper": copper,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = TinnersTrailArea(d.pop("area"))

        tin = d.pop("tin")

        copper = d.pop("copper")

        tinners_trail_mine_ore_data = cls(
            area=area,
            tin=tin,
            copper=copper,
        )

        return tinners_trail_mine_ore_data
