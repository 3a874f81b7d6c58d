from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tinners_trail_event_area_explored_data_cubes import TinnersTrailEventAreaExploredDataCubes


T = TypeVar("T", bound="TinnersTrailEventAreaExploredData")


@_attrs_define
class TinnersTrailEventAreaExploredData:
    """
    Attributes:
        area (str):
        cubes (TinnersTrailEventAreaExploredDataCubes):
        dice (list[int]):
    """

    area: str
    cubes: TinnersTrailEventAreaExploredDataCubes
    dice: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        cubes = self.cubes.to_dict()

        dice = self.dice

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "area": area,
                "cubes": cubes,
                "dice": dice,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_event_area_explored_data_cubes import TinnersTrailEventAreaExploredDataCubes  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        cubes = TinnersTrailEventAreaExploredDataCubes.from_dict(d.pop("cubes"))

        dice = cast(list[int], d.pop("dice"))

        tinners_trail_event_area_explored_data = cls(
            area=area,
            cubes=cubes,
            dice=dice,
        )

        tinners_trail_event_area_explored_data.additional_properties = d
        return tinners_trail_event_area_explored_data

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
