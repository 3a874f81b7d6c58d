from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TicketToRideEventRedealtData")


@_attrs_define
class TicketToRideEventRedealtData:
    """A fork's re-deal of what its copied events hid (docs/table.md, Forks): every seat is shown its own hand, tickets and
    offer and the counts of the others'.

        Attributes:
            deck (list[str] | Unset):
            deck_count (int | Unset):
            hand (list[str] | Unset):
            hand_counts (list[int] | Unset):
            hands (list[list[str]] | Unset):
            offer (list[str] | Unset):
            offer_counts (list[int] | Unset):
            offers (list[list[str]] | Unset):
            ticket_counts (list[int] | Unset):
            ticket_deck (list[str] | Unset):
            ticket_deck_count (int | Unset):
            tickets (list[str] | Unset):
            tickets_held (list[list[str]] | Unset):
    """

    deck: list[str] | Unset = UNSET
    deck_count: int | Unset = UNSET
    hand: list[str] | Unset = UNSET
    hand_counts: list[int] | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    offer: list[str] | Unset = UNSET
    offer_counts: list[int] | Unset = UNSET
    offers: list[list[str]] | Unset = UNSET
    ticket_counts: list[int] | Unset = UNSET
    ticket_deck: list[str] | Unset = UNSET
    ticket_deck_count: int | Unset = UNSET
    tickets: list[str] | Unset = UNSET
    tickets_held: list[list[str]] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck

        deck_count = self.deck_count

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        hand_counts: list[int] | Unset = UNSET
        if not isinstance(self.hand_counts, Unset):
            hand_counts = self.hand_counts

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        offer: list[str] | Unset = UNSET
        if not isinstance(self.offer, Unset):
            offer = self.offer

        offer_counts: list[int] | Unset = UNSET
        if not isinstance(self.offer_counts, Unset):
            offer_counts = self.offer_counts

        offers: list[list[str]] | Unset = UNSET
        if not isinstance(self.offers, Unset):
            offers = []
            for offers_item_data in self.offers:
                offers_item = offers_item_data

                offers.append(offers_item)

        ticket_counts: list[int] | Unset = UNSET
        if not isinstance(self.ticket_counts, Unset):
            ticket_counts = self.ticket_counts

        ticket_deck: list[str] | Unset = UNSET
        if not isinstance(self.ticket_deck, Unset):
            ticket_deck = self.ticket_deck

        ticket_deck_count = self.ticket_deck_count

        tickets: list[str] | Unset = UNSET
        if not isinstance(self.tickets, Unset):
            tickets = self.tickets

        tickets_held: list[list[str]] | Unset = UNSET
        if not isinstance(self.tickets_held, Unset):
            tickets_held = []
            for tickets_held_item_data in self.tickets_held:
                tickets_held_item = tickets_held_item_data

                tickets_held.append(tickets_held_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if deck is not UNSET:
            field_dict["deck"] = deck
        if deck_count is not UNSET:
            field_dict["deck_count"] = deck_count
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_counts is not UNSET:
            field_dict["hand_counts"] = hand_counts
        if hands is not UNSET:
            field_dict["hands"] = hands
        if offer is not UNSET:
            field_dict["offer"] = offer
        if offer_counts is not UNSET:
            field_dict["offer_counts"] = offer_counts
        if offers is not UNSET:
            field_dict["offers"] = offers
        if ticket_counts is not UNSET:
            field_dict["ticket_counts"] = ticket_counts
        if ticket_deck is not UNSET:
            field_dict["ticket_deck"] = ticket_deck
        if ticket_deck_count is not UNSET:
            field_dict["ticket_deck_count"] = ticket_deck_count
        if tickets is not UNSET:
            field_dict["tickets"] = tickets
        if tickets_held is not UNSET:
            field_dict["tickets_held"] = tickets_held

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = cast(list[str], d.pop("deck", UNSET))

        deck_count = d.pop("deck_count", UNSET)

        hand = cast(list[str], d.pop("hand", UNSET))

        hand_counts = cast(list[int], d.pop("hand_counts", UNSET))

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        offer = cast(list[str], d.pop("offer", UNSET))

        offer_counts = cast(list[int], d.pop("offer_counts", UNSET))

        _offers = d.pop("offers", UNSET)
        offers: list[list[str]] | Unset = UNSET
        if _offers is not UNSET:
            offers = []
            for offers_item_data in _offers:
                offers_item = cast(list[str], offers_item_data)

                offers.append(offers_item)

        ticket_counts = cast(list[int], d.pop("ticket_counts", UNSET))

        ticket_deck = cast(list[str], d.pop("ticket_deck", UNSET))

        ticket_deck_count = d.pop("ticket_deck_count", UNSET)

        tickets = cast(list[str], d.pop("tickets", UNSET))

        _tickets_held = d.pop("tickets_held", UNSET)
        tickets_held: list[list[str]] | Unset = UNSET
        if _tickets_held is not UNSET:
            tickets_held = []
            for tickets_held_item_data in _tickets_held:
                tickets_held_item = cast(list[str], tickets_held_item_data)

                tickets_held.append(tickets_held_item)

        ticket_to_ride_event_redealt_data = cls(
            deck=deck,
            deck_count=deck_count,
            hand=hand,
            hand_counts=hand_counts,
            hands=hands,
            offer=offer,
            offer_counts=offer_counts,
            offers=offers,
            ticket_counts=ticket_counts,
            ticket_deck=ticket_deck,
            ticket_deck_count=ticket_deck_count,
            tickets=tickets,
            tickets_held=tickets_held,
        )

        ticket_to_ride_event_redealt_data.additional_properties = d
        return ticket_to_ride_event_redealt_data

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
