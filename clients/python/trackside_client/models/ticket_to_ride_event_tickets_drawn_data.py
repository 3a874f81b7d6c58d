from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TicketToRideEventTicketsDrawnData")


@_attrs_define
class TicketToRideEventTicketsDrawnData:
    """
    Attributes:
        count (int | Unset):
        tickets (list[str] | Unset):
    """

    count: int | Unset = UNSET
    tickets: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        tickets: list[str] | Unset = UNSET
        if not isinstance(self.tickets, Unset):
            tickets = self.tickets

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if count is not UNSET:
            field_dict["count"] = count
        if tickets is not UNSET:
            field_dict["tickets"] = tickets

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count", UNSET)

        tickets = cast(list[str], d.pop("tickets", UNSET))

        ticket_to_ride_event_tickets_drawn_data = cls(
            count=count,
            tickets=tickets,
        )

        ticket_to_ride_event_tickets_drawn_data.additional_properties = d
        return ticket_to_ride_event_tickets_drawn_data

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
