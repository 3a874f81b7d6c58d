from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_company import LilliputCompany

if TYPE_CHECKING:
    from ..models.lilliput_submit_routes_data_routes_item import LilliputSubmitRoutesDataRoutesItem


T = TypeVar("T", bound="LilliputSubmitRoutesData")


@_attrs_define
class LilliputSubmitRoutesData:
    """
    Attributes:
        company (LilliputCompany):
        routes (list[LilliputSubmitRoutesDataRoutesItem]):
    """

    company: LilliputCompany
    routes: list[LilliputSubmitRoutesDataRoutesItem]

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        routes = []
        for routes_item_data in self.routes:
            routes_item = routes_item_data.to_dict()
            routes.append(routes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "routes": routes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_submit_routes_data_routes_item import LilliputSubmitRoutesDataRoutesItem  # noqa: PLC0415

        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        routes = []
        _routes = d.pop("routes")
        for routes_item_data in _routes:
            routes_item = LilliputSubmitRoutesDataRoutesItem.from_dict(routes_item_data)

            routes.append(routes_item)

        lilliput_submit_routes_data = cls(
            company=company,
            routes=routes,
        )

        return lilliput_submit_routes_data
