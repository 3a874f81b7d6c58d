from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.tinners_trail_area import TinnersTrailArea

T = TypeVar("T", bound="TinnersTrailBuildMineData")


@_attrs_define
class TinnersTrailBuildMineData:
    """
    Attributes:
        area (TinnersTrailArea):
        bid (int):
    """

    area: TinnersTrailArea
    bid: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area.value

        bid = self.bid

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "bid": bid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = TinnersTrailArea(d.pop("area"))

        bid = d.pop("bid")

        tinners_trail_build_mine_data = cls(
            area=area,
            bid=bid,
        )

        return tinners_trail_build_mine_data
