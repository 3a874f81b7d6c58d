from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ticket_to_ride_event_redealt_data import TicketToRideEventRedealtData


T = TypeVar("T", bound="TicketToRideEventRedealt")


@_attrs_define
class TicketToRideEventRedealt:
    """Ticket to Ride: the `redealt` event.

    Attributes:
        version (int):
        type_ (Literal['redealt']):
        seat (int | None):
        turn (int):
        round_ (int):
        data (TicketToRideEventRedealtData): A fork's re-deal of what its copied events hid (docs/table.md, Forks):
            every seat is shown its own hand, tickets and offer and the counts of the others'.
        at (datetime.datetime):
    """

    version: int
    type_: Literal["redealt"]
    seat: int | None
    turn: int
    round_: int
    data: TicketToRideEventRedealtData
    at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        type_ = self.type_

        seat: int | None
        seat = self.seat

        turn = self.turn

        round_ = self.round_

        data = self.data.to_dict()

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "type": type_,
                "seat": seat,
                "turn": turn,
                "round": round_,
                "data": data,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket_to_ride_event_redealt_data import TicketToRideEventRedealtData  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        type_ = cast(Literal["redealt"], d.pop("type"))
        if type_ != "redealt":
            raise ValueError(f"type must match const 'redealt', got '{type_}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        turn = d.pop("turn")

        round_ = d.pop("round")

        data = TicketToRideEventRedealtData.from_dict(d.pop("data"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        ticket_to_ride_event_redealt = cls(
            version=version,
            type_=type_,
            seat=seat,
            turn=turn,
            round_=round_,
            data=data,
            at=at,
        )

        ticket_to_ride_event_redealt.additional_properties = d
        return ticket_to_ride_event_redealt

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
