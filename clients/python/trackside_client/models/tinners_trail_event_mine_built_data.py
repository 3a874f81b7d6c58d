from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tinners_trail_event_mine_built_data_discovery_type_1 import (
        TinnersTrailEventMineBuiltDataDiscoveryType1,
    )


T = TypeVar("T", bound="TinnersTrailEventMineBuiltData")


@_attrs_define
class TinnersTrailEventMineBuiltData:
    """
    Attributes:
        area (str):
        discovery (None | TinnersTrailEventMineBuiltDataDiscoveryType1):
        price (int):
        time (list[int]):
    """

    area: str
    discovery: None | TinnersTrailEventMineBuiltDataDiscoveryType1
    price: int
    time: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tinners_trail_event_mine_built_data_discovery_type_1 import (
            TinnersTrailEventMineBuiltDataDiscoveryType1,  # noqa: PLC0415
        )

        area = self.area

        discovery: dict[str, Any] | None
        if isinstance(self.discovery, TinnersTrailEventMineBuiltDataDiscoveryType1):
            discovery = self.discovery.to_dict()
        else:
            discovery = self.discovery

        price = self.price

        time = self.time

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "area": area,
                "discovery": discovery,
                "price": price,
                "time": time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_event_mine_built_data_discovery_type_1 import (
            TinnersTrailEventMineBuiltDataDiscoveryType1,  # noqa: PLC0415
        )

        d = dict(src_dict)
        area = d.pop("area")

        def _parse_discovery(data: object) -> None | TinnersTrailEventMineBuiltDataDiscoveryType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discovery_type_1 = TinnersTrailEventMineBuiltDataDiscoveryType1.from_dict(data)

                return discovery_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TinnersTrailEventMineBuiltDataDiscoveryType1, data)

        discovery = _parse_discovery(d.pop("discovery"))

        price = d.pop("price")

        time = cast(list[int], d.pop("time"))

        tinners_trail_event_mine_built_data = cls(
            area=area,
            discovery=discovery,
            price=price,
            time=time,
        )

        tinners_trail_event_mine_built_data.additional_properties = d
        return tinners_trail_event_mine_built_data

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
