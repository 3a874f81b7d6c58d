from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ticket_to_ride_keep_tickets_data_tickets_item import TicketToRideKeepTicketsDataTicketsItem

T = TypeVar("T", bound="TicketToRideKeepTicketsData")


@_attrs_define
class TicketToRideKeepTicketsData:
    """
    Attributes:
        tickets (list[TicketToRideKeepTicketsDataTicketsItem]):
    """

    tickets: list[TicketToRideKeepTicketsDataTicketsItem]

    def to_dict(self) -> dict[str, Any]:
        tickets = []
        for tickets_item_data in self.tickets:
            tickets_item = tickets_item_data.value
            tickets.append(tickets_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tickets": tickets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tickets = []
        _tickets = d.pop("tickets")
        for tickets_item_data in _tickets:
            tickets_item = TicketToRideKeepTicketsDataTicketsItem(tickets_item_data)

            tickets.append(tickets_item)

        ticket_to_ride_keep_tickets_data = cls(
            tickets=tickets,
        )

        return ticket_to_ride_keep_tickets_data
