from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ticket_to_ride_event_game_ended_data_result import TicketToRideEventGameEndedDataResult


T = TypeVar("T", bound="TicketToRideEventGameEndedData")


@_attrs_define
class TicketToRideEventGameEndedData:
    """
    Attributes:
        result (TicketToRideEventGameEndedDataResult):
    """

    result: TicketToRideEventGameEndedDataResult
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket_to_ride_event_game_ended_data_result import TicketToRideEventGameEndedDataResult  # noqa: PLC0415

        d = dict(src_dict)
        result = TicketToRideEventGameEndedDataResult.from_dict(d.pop("result"))

        ticket_to_ride_event_game_ended_data = cls(
            result=result,
        )

        ticket_to_ride_event_game_ended_data.additional_properties = d
        return ticket_to_ride_event_game_ended_data

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
