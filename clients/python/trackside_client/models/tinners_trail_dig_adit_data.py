from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.tinners_trail_area import TinnersTrailArea

T = TypeVar("T", bound="TinnersTrailDigAditData")


@_attrs_define
class TinnersTrailDigAditData:
    """
    Attributes:
        between (list[TinnersTrailArea]):
    """

    between: list[TinnersTrailArea]

    def to_dict(self) -> dict[str, Any]:
        between = []
        for between_item_data in self.between:
            between_item = between_item_data.value
            between.append(between_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "between": between,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        between = []
        _between = d.pop("between")
        for between_item_data in _between:
            between_item = TinnersTrailArea(between_item_data)

            between.append(between_item)

        tinners_trail_dig_adit_data = cls(
            between=between,
        )

        return tinners_trail_dig_adit_data
