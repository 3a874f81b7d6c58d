from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.tinners_trail_area import TinnersTrailArea

T = TypeVar("T", bound="TinnersTrailBuildTrainData")


@_attrs_define
class TinnersTrailBuildTrainData:
    """
    Attributes:
        area (TinnersTrailArea):
    """

    area: TinnersTrailArea

    def to_dict(self) -> dict[str, Any]:
        area = self.area.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = TinnersTrailArea(d.pop("area"))

        tinners_trail_build_train_data = cls(
            area=area,
        )

        return tinners_trail_build_train_data
