from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TicketToRideEventDeckReshuffledData")


@_attrs_define
class TicketToRideEventDeckReshuffledData:
    """
    Attributes:
        deck (list[str] | Unset):
        deck_count (int | Unset):
    """

    deck: list[str] | Unset = UNSET
    deck_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck

        deck_count = self.deck_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if deck is not UNSET:
            field_dict["deck"] = deck
        if deck_count is not UNSET:
            field_dict["deck_count"] = deck_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = cast(list[str], d.pop("deck", UNSET))

        deck_count = d.pop("deck_count", UNSET)

        ticket_to_ride_event_deck_reshuffled_data = cls(
            deck=deck,
            deck_count=deck_count,
        )

        ticket_to_ride_event_deck_reshuffled_data.additional_properties = d
        return ticket_to_ride_event_deck_reshuffled_data

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
