from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_view_operating_type_1_payout import LilliputViewOperatingType1Payout
    from ..models.lilliput_view_operating_type_1_routes_item import LilliputViewOperatingType1RoutesItem
    from ..models.lilliput_view_operating_type_1_track_graph import LilliputViewOperatingType1TrackGraph


T = TypeVar("T", bound="LilliputViewOperatingType1")


@_attrs_define
class LilliputViewOperatingType1:
    """
    Attributes:
        company (str):
        income (int):
        index (int):
        order (list[str]):
        routes (list[LilliputViewOperatingType1RoutesItem]):
        step (str):
        track_graph (LilliputViewOperatingType1TrackGraph):
        payout (LilliputViewOperatingType1Payout | Unset):
    """

    company: str
    income: int
    index: int
    order: list[str]
    routes: list[LilliputViewOperatingType1RoutesItem]
    step: str
    track_graph: LilliputViewOperatingType1TrackGraph
    payout: LilliputViewOperatingType1Payout | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        income = self.income

        index = self.index

        order = self.order

        routes = []
        for routes_item_data in self.routes:
            routes_item = routes_item_data.to_dict()
            routes.append(routes_item)

        step = self.step

        track_graph = self.track_graph.to_dict()

        payout: dict[str, Any] | Unset = UNSET
        if not isinstance(self.payout, Unset):
            payout = self.payout.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company": company,
                "income": income,
                "index": index,
                "order": order,
                "routes": routes,
                "step": step,
                "track_graph": track_graph,
            }
        )
        if payout is not UNSET:
            field_dict["payout"] = payout

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_view_operating_type_1_payout import LilliputViewOperatingType1Payout  # noqa: PLC0415
        from ..models.lilliput_view_operating_type_1_routes_item import LilliputViewOperatingType1RoutesItem  # noqa: PLC0415
        from ..models.lilliput_view_operating_type_1_track_graph import LilliputViewOperatingType1TrackGraph  # noqa: PLC0415

        d = dict(src_dict)
        company = d.pop("company")

        income = d.pop("income")

        index = d.pop("index")

        order = cast(list[str], d.pop("order"))

        routes = []
        _routes = d.pop("routes")
        for routes_item_data in _routes:
            routes_item = LilliputViewOperatingType1RoutesItem.from_dict(routes_item_data)

            routes.append(routes_item)

        step = d.pop("step")

        track_graph = LilliputViewOperatingType1TrackGraph.from_dict(d.pop("track_graph"))

        _payout = d.pop("payout", UNSET)
        payout: LilliputViewOperatingType1Payout | Unset
        if isinstance(_payout, Unset):
            payout = UNSET
        else:
            payout = LilliputViewOperatingType1Payout.from_dict(_payout)

        lilliput_view_operating_type_1 = cls(
            company=company,
            income=income,
            index=index,
            order=order,
            routes=routes,
            step=step,
            track_graph=track_graph,
            payout=payout,
        )

        lilliput_view_operating_type_1.additional_properties = d
        return lilliput_view_operating_type_1

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
