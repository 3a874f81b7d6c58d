from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ticket_to_ride_view_players_item_hand_colors import TicketToRideViewPlayersItemHandColors


T = TypeVar("T", bound="TicketToRideViewPlayersItem")


@_attrs_define
class TicketToRideViewPlayersItem:
    """
    Attributes:
        hand (list[str] | Unset):
        hand_colors (TicketToRideViewPlayersItemHandColors | Unset):
        hand_count (int | Unset):
        offer (list[str] | Unset):
        offer_count (int | Unset):
        route_points (int | Unset):
        routes (list[str] | Unset):
        seat (int | Unset):
        ticket_count (int | Unset):
        tickets (list[str] | Unset):
        trains (int | Unset):
    """

    hand: list[str] | Unset = UNSET
    hand_colors: TicketToRideViewPlayersItemHandColors | Unset = UNSET
    hand_count: int | Unset = UNSET
    offer: list[str] | Unset = UNSET
    offer_count: int | Unset = UNSET
    route_points: int | Unset = UNSET
    routes: list[str] | Unset = UNSET
    seat: int | Unset = UNSET
    ticket_count: int | Unset = UNSET
    tickets: list[str] | Unset = UNSET
    trains: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        hand_colors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hand_colors, Unset):
            hand_colors = self.hand_colors.to_dict()

        hand_count = self.hand_count

        offer: list[str] | Unset = UNSET
        if not isinstance(self.offer, Unset):
            offer = self.offer

        offer_count = self.offer_count

        route_points = self.route_points

        routes: list[str] | Unset = UNSET
        if not isinstance(self.routes, Unset):
            routes = self.routes

        seat = self.seat

        ticket_count = self.ticket_count

        tickets: list[str] | Unset = UNSET
        if not isinstance(self.tickets, Unset):
            tickets = self.tickets

        trains = self.trains

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_colors is not UNSET:
            field_dict["hand_colors"] = hand_colors
        if hand_count is not UNSET:
            field_dict["hand_count"] = hand_count
        if offer is not UNSET:
            field_dict["offer"] = offer
        if offer_count is not UNSET:
            field_dict["offer_count"] = offer_count
        if route_points is not UNSET:
            field_dict["route_points"] = route_points
        if routes is not UNSET:
            field_dict["routes"] = routes
        if seat is not UNSET:
            field_dict["seat"] = seat
        if ticket_count is not UNSET:
            field_dict["ticket_count"] = ticket_count
        if tickets is not UNSET:
            field_dict["tickets"] = tickets
        if trains is not UNSET:
            field_dict["trains"] = trains

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket_to_ride_view_players_item_hand_colors import TicketToRideViewPlayersItemHandColors  # noqa: PLC0415

        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand", UNSET))

        _hand_colors = d.pop("hand_colors", UNSET)
        hand_colors: TicketToRideViewPlayersItemHandColors | Unset
        if isinstance(_hand_colors, Unset):
            hand_colors = UNSET
        else:
            hand_colors = TicketToRideViewPlayersItemHandColors.from_dict(_hand_colors)

        hand_count = d.pop("hand_count", UNSET)

        offer = cast(list[str], d.pop("offer", UNSET))

        offer_count = d.pop("offer_count", UNSET)

        route_points = d.pop("route_points", UNSET)

        routes = cast(list[str], d.pop("routes", UNSET))

        seat = d.pop("seat", UNSET)

        ticket_count = d.pop("ticket_count", UNSET)

        tickets = cast(list[str], d.pop("tickets", UNSET))

        trains = d.pop("trains", UNSET)

        ticket_to_ride_view_players_item = cls(
            hand=hand,
            hand_colors=hand_colors,
            hand_count=hand_count,
            offer=offer,
            offer_count=offer_count,
            route_points=route_points,
            routes=routes,
            seat=seat,
            ticket_count=ticket_count,
            tickets=tickets,
            trains=trains,
        )

        ticket_to_ride_view_players_item.additional_properties = d
        return ticket_to_ride_view_players_item

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
