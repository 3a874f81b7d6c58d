from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ticket_to_ride_claim_route_data_color_type_0 import TicketToRideClaimRouteDataColorType0
from ..models.ticket_to_ride_claim_route_data_route import TicketToRideClaimRouteDataRoute

T = TypeVar("T", bound="TicketToRideClaimRouteData")


@_attrs_define
class TicketToRideClaimRouteData:
    """
    Attributes:
        route (TicketToRideClaimRouteDataRoute):
        color (None | TicketToRideClaimRouteDataColorType0):
        locomotives (int):
    """

    route: TicketToRideClaimRouteDataRoute
    color: None | TicketToRideClaimRouteDataColorType0
    locomotives: int

    def to_dict(self) -> dict[str, Any]:
        route = self.route.value

        color: None | str
        if isinstance(self.color, TicketToRideClaimRouteDataColorType0):
            color = self.color.value
        else:
            color = self.color

        locomotives = self.locomotives

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "route": route,
                "color": color,
                "locomotives": locomotives,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        route = TicketToRideClaimRouteDataRoute(d.pop("route"))

        def _parse_color(data: object) -> None | TicketToRideClaimRouteDataColorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_0 = TicketToRideClaimRouteDataColorType0(data)

                return color_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TicketToRideClaimRouteDataColorType0, data)

        color = _parse_color(d.pop("color"))

        locomotives = d.pop("locomotives")

        ticket_to_ride_claim_route_data = cls(
            route=route,
            color=color,
            locomotives=locomotives,
        )

        return ticket_to_ride_claim_route_data
