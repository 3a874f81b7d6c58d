from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mini_express_event_influence_gained_data_gains import MiniExpressEventInfluenceGainedDataGains


T = TypeVar("T", bound="MiniExpressEventInfluenceGainedData")


@_attrs_define
class MiniExpressEventInfluenceGainedData:
    """
    Attributes:
        gains (MiniExpressEventInfluenceGainedDataGains):
        seat (int):
    """

    gains: MiniExpressEventInfluenceGainedDataGains
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gains = self.gains.to_dict()

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gains": gains,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mini_express_event_influence_gained_data_gains import MiniExpressEventInfluenceGainedDataGains  # noqa: PLC0415

        d = dict(src_dict)
        gains = MiniExpressEventInfluenceGainedDataGains.from_dict(d.pop("gains"))

        seat = d.pop("seat")

        mini_express_event_influence_gained_data = cls(
            gains=gains,
            seat=seat,
        )

        mini_express_event_influence_gained_data.additional_properties = d
        return mini_express_event_influence_gained_data

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
