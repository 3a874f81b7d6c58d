from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TicketToRideEventTicketsKeptData")


@_attrs_define
class TicketToRideEventTicketsKeptData:
    """
    Attributes:
        kept (list[str] | Unset):
        kept_count (int | Unset):
        returned (list[str] | Unset):
        returned_count (int | Unset):
    """

    kept: list[str] | Unset = UNSET
    kept_count: int | Unset = UNSET
    returned: list[str] | Unset = UNSET
    returned_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kept: list[str] | Unset = UNSET
        if not isinstance(self.kept, Unset):
            kept = self.kept

        kept_count = self.kept_count

        returned: list[str] | Unset = UNSET
        if not isinstance(self.returned, Unset):
            returned = self.returned

        returned_count = self.returned_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if kept is not UNSET:
            field_dict["kept"] = kept
        if kept_count is not UNSET:
            field_dict["kept_count"] = kept_count
        if returned is not UNSET:
            field_dict["returned"] = returned
        if returned_count is not UNSET:
            field_dict["returned_count"] = returned_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kept = cast(list[str], d.pop("kept", UNSET))

        kept_count = d.pop("kept_count", UNSET)

        returned = cast(list[str], d.pop("returned", UNSET))

        returned_count = d.pop("returned_count", UNSET)

        ticket_to_ride_event_tickets_kept_data = cls(
            kept=kept,
            kept_count=kept_count,
            returned=returned,
            returned_count=returned_count,
        )

        ticket_to_ride_event_tickets_kept_data.additional_properties = d
        return ticket_to_ride_event_tickets_kept_data

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
