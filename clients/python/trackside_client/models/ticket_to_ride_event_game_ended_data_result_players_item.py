from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TicketToRideEventGameEndedDataResultPlayersItem")


@_attrs_define
class TicketToRideEventGameEndedDataResultPlayersItem:
    """
    Attributes:
        longest_path (int | Unset):
        path_length (int | Unset):
        routes (int | Unset):
        tickets (int | Unset):
        tickets_completed (list[str] | Unset):
        tickets_failed (list[str] | Unset):
        total (int | Unset):
    """

    longest_path: int | Unset = UNSET
    path_length: int | Unset = UNSET
    routes: int | Unset = UNSET
    tickets: int | Unset = UNSET
    tickets_completed: list[str] | Unset = UNSET
    tickets_failed: list[str] | Unset = UNSET
    total: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        longest_path = self.longest_path

        path_length = self.path_length

        routes = self.routes

        tickets = self.tickets

        tickets_completed: list[str] | Unset = UNSET
        if not isinstance(self.tickets_completed, Unset):
            tickets_completed = self.tickets_completed

        tickets_failed: list[str] | Unset = UNSET
        if not isinstance(self.tickets_failed, Unset):
            tickets_failed = self.tickets_failed

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if longest_path is not UNSET:
            field_dict["longest_path"] = longest_path
        if path_length is not UNSET:
            field_dict["path_length"] = path_length
        if routes is not UNSET:
            field_dict["routes"] = routes
        if tickets is not UNSET:
            field_dict["tickets"] = tickets
        if tickets_completed is not UNSET:
            field_dict["tickets_completed"] = tickets_completed
        if tickets_failed is not UNSET:
            field_dict["tickets_failed"] = tickets_failed
        if total is not UNSET:
            field_dict["total"] = total

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        longest_path = d.pop("longest_path", UNSET)

        path_length = d.pop("path_length", UNSET)

        routes = d.pop("routes", UNSET)

        tickets = d.pop("tickets", UNSET)

        tickets_completed = cast(list[str], d.pop("tickets_completed", UNSET))

        tickets_failed = cast(list[str], d.pop("tickets_failed", UNSET))

        total = d.pop("total", UNSET)

        ticket_to_ride_event_game_ended_data_result_players_item = cls(
            longest_path=longest_path,
            path_length=path_length,
            routes=routes,
            tickets=tickets,
            tickets_completed=tickets_completed,
            tickets_failed=tickets_failed,
            total=total,
        )

        ticket_to_ride_event_game_ended_data_result_players_item.additional_properties = d
        return ticket_to_ride_event_game_ended_data_result_players_item

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
