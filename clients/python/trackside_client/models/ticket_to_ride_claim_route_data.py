from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ticket_to_ride_claim_route_data_color_type_1 import TicketToRideClaimRouteDataColorType1
from ..models.ticket_to_ride_claim_route_data_color_type_2_type_1 import TicketToRideClaimRouteDataColorType2Type1
from ..models.ticket_to_ride_claim_route_data_color_type_3_type_1 import TicketToRideClaimRouteDataColorType3Type1
from ..models.ticket_to_ride_claim_route_data_route import TicketToRideClaimRouteDataRoute

T = TypeVar("T", bound="TicketToRideClaimRouteData")


@_attrs_define
class TicketToRideClaimRouteData:
    """
    Attributes:
        route (TicketToRideClaimRouteDataRoute):
        color (None | TicketToRideClaimRouteDataColorType1 | TicketToRideClaimRouteDataColorType2Type1 |
            TicketToRideClaimRouteDataColorType3Type1):
        locomotives (int):
    """

    route: TicketToRideClaimRouteDataRoute
    color: (
        None
        | TicketToRideClaimRouteDataColorType1
        | TicketToRideClaimRouteDataColorType2Type1
        | TicketToRideClaimRouteDataColorType3Type1
    )
    locomotives: int

    def to_dict(self) -> dict[str, Any]:
        route = self.route.value

        color: None | str
        if isinstance(self.color, TicketToRideClaimRouteDataColorType1):
            color = self.color.value
        elif isinstance(self.color, TicketToRideClaimRouteDataColorType2Type1):
            color = self.color.value
        elif isinstance(self.color, TicketToRideClaimRouteDataColorType3Type1):
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

        def _parse_color(
            data: object,
        ) -> (
            None
            | TicketToRideClaimRouteDataColorType1
            | TicketToRideClaimRouteDataColorType2Type1
            | TicketToRideClaimRouteDataColorType3Type1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_1 = TicketToRideClaimRouteDataColorType1(data)

                return color_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_2_type_1 = TicketToRideClaimRouteDataColorType2Type1(data)

                return color_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_3_type_1 = TicketToRideClaimRouteDataColorType3Type1(data)

                return color_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | TicketToRideClaimRouteDataColorType1
                | TicketToRideClaimRouteDataColorType2Type1
                | TicketToRideClaimRouteDataColorType3Type1,
                data,
            )

        color = _parse_color(d.pop("color"))

        locomotives = d.pop("locomotives")

        ticket_to_ride_claim_route_data = cls(
            route=route,
            color=color,
            locomotives=locomotives,
        )

        return ticket_to_ride_claim_route_data
