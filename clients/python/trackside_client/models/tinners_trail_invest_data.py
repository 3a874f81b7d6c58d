from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.tinners_trail_invest_data_cost import TinnersTrailInvestDataCost

T = TypeVar("T", bound="TinnersTrailInvestData")


@_attrs_define
class TinnersTrailInvestData:
    """
    Attributes:
        cost (TinnersTrailInvestDataCost):
    """

    cost: TinnersTrailInvestDataCost

    def to_dict(self) -> dict[str, Any]:
        cost = self.cost.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cost": cost,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cost = TinnersTrailInvestDataCost(d.pop("cost"))

        tinners_trail_invest_data = cls(
            cost=cost,
        )

        return tinners_trail_invest_data
