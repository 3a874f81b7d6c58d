from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lilliput_event_routes_run_data_routes_item import LilliputEventRoutesRunDataRoutesItem


T = TypeVar("T", bound="LilliputEventRoutesRunData")


@_attrs_define
class LilliputEventRoutesRunData:
    """
    Attributes:
        company (str):
        income (int):
        mines (list[Any]):
        routes (list[LilliputEventRoutesRunDataRoutesItem]):
    """

    company: str
    income: int
    mines: list[Any]
    routes: list[LilliputEventRoutesRunDataRoutesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        income = self.income

        mines = self.mines

        routes = []
        for routes_item_data in self.routes:
            routes_item = routes_item_data.to_dict()
            routes.append(routes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company": company,
                "income": income,
                "mines": mines,
                "routes": routes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_event_routes_run_data_routes_item import LilliputEventRoutesRunDataRoutesItem  # noqa: PLC0415

        d = dict(src_dict)
        company = d.pop("company")

        income = d.pop("income")

        mines = cast(list[Any], d.pop("mines"))

        routes = []
        _routes = d.pop("routes")
        for routes_item_data in _routes:
            routes_item = LilliputEventRoutesRunDataRoutesItem.from_dict(routes_item_data)

            routes.append(routes_item)

        lilliput_event_routes_run_data = cls(
            company=company,
            income=income,
            mines=mines,
            routes=routes,
        )

        lilliput_event_routes_run_data.additional_properties = d
        return lilliput_event_routes_run_data

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
