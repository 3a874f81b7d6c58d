from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mini_express_event_golden_spike_completed_data_track import (
        MiniExpressEventGoldenSpikeCompletedDataTrack,
    )


T = TypeVar("T", bound="MiniExpressEventGoldenSpikeCompletedData")


@_attrs_define
class MiniExpressEventGoldenSpikeCompletedData:
    """
    Attributes:
        east (str):
        track (MiniExpressEventGoldenSpikeCompletedDataTrack):
        west (str):
    """

    east: str
    track: MiniExpressEventGoldenSpikeCompletedDataTrack
    west: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        east = self.east

        track = self.track.to_dict()

        west = self.west

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "east": east,
                "track": track,
                "west": west,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mini_express_event_golden_spike_completed_data_track import (
            MiniExpressEventGoldenSpikeCompletedDataTrack,  # noqa: PLC0415
        )

        d = dict(src_dict)
        east = d.pop("east")

        track = MiniExpressEventGoldenSpikeCompletedDataTrack.from_dict(d.pop("track"))

        west = d.pop("west")

        mini_express_event_golden_spike_completed_data = cls(
            east=east,
            track=track,
            west=west,
        )

        mini_express_event_golden_spike_completed_data.additional_properties = d
        return mini_express_event_golden_spike_completed_data

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
