from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TicketToRideEventRouteClaimedData")


@_attrs_define
class TicketToRideEventRouteClaimedData:
    """
    Attributes:
        cards (list[str]):
        length (int):
        points (int):
        route (str):
    """

    cards: list[str]
    length: int
    points: int
    route: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        length = self.length

        points = self.points

        route = self.route

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "length": length,
                "points": points,
                "route": route,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        length = d.pop("length")

        points = d.pop("points")

        route = d.pop("route")

        ticket_to_ride_event_route_claimed_data = cls(
            cards=cards,
            length=length,
            points=points,
            route=route,
        )

        ticket_to_ride_event_route_claimed_data.additional_properties = d
        return ticket_to_ride_event_route_claimed_data

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
