from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MiniExpressEventGoldenSpikeCompletedDataTrack")


@_attrs_define
class MiniExpressEventGoldenSpikeCompletedDataTrack:
    """
    Attributes:
        leather (int):
        wood (int):
    """

    leather: int
    wood: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        leather = self.leather

        wood = self.wood

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "leather": leather,
                "wood": wood,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        leather = d.pop("leather")

        wood = d.pop("wood")

        mini_express_event_golden_spike_completed_data_track = cls(
            leather=leather,
            wood=wood,
        )

        mini_express_event_golden_spike_completed_data_track.additional_properties = d
        return mini_express_event_golden_spike_completed_data_track

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
