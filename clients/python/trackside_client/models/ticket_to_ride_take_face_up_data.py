from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ticket_to_ride_take_face_up_data_card import TicketToRideTakeFaceUpDataCard

T = TypeVar("T", bound="TicketToRideTakeFaceUpData")


@_attrs_define
class TicketToRideTakeFaceUpData:
    """
    Attributes:
        card (TicketToRideTakeFaceUpDataCard):
    """

    card: TicketToRideTakeFaceUpDataCard

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = TicketToRideTakeFaceUpDataCard(d.pop("card"))

        ticket_to_ride_take_face_up_data = cls(
            card=card,
        )

        return ticket_to_ride_take_face_up_data
