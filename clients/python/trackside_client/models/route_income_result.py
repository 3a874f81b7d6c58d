from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.route_income_result_stats import RouteIncomeResultStats
    from ..models.run_route import RunRoute


T = TypeVar("T", bound="RouteIncomeResult")


@_attrs_define
class RouteIncomeResult:
    """The optimal income of one company, with its routes.

    Attributes:
        company (str):
        version (int):
        income (int):
        upper_bound (int):
        routes (list[RunRoute]):
        stats (RouteIncomeResultStats):
    """

    company: str
    version: int
    income: int
    upper_bound: int
    routes: list[RunRoute]
    stats: RouteIncomeResultStats
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        version = self.version

        income = self.income

        upper_bound = self.upper_bound

        routes = []
        for routes_item_data in self.routes:
            routes_item = routes_item_data.to_dict()
            routes.append(routes_item)

        stats = self.stats.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company": company,
                "version": version,
                "income": income,
                "upper_bound": upper_bound,
                "routes": routes,
                "stats": stats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.route_income_result_stats import RouteIncomeResultStats  # noqa: PLC0415
        from ..models.run_route import RunRoute  # noqa: PLC0415

        d = dict(src_dict)
        company = d.pop("company")

        version = d.pop("version")

        income = d.pop("income")

        upper_bound = d.pop("upper_bound")

        routes = []
        _routes = d.pop("routes")
        for routes_item_data in _routes:
            routes_item = RunRoute.from_dict(routes_item_data)

            routes.append(routes_item)

        stats = RouteIncomeResultStats.from_dict(d.pop("stats"))

        route_income_result = cls(
            company=company,
            version=version,
            income=income,
            upper_bound=upper_bound,
            routes=routes,
            stats=stats,
        )

        route_income_result.additional_properties = d
        return route_income_result

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
