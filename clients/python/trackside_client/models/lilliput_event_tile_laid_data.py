from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LilliputEventTileLaidData")


@_attrs_define
class LilliputEventTileLaidData:
    """
    Attributes:
        company (str):
        cost (int):
        rotation (int):
        seat (int):
        slot (int | None):
        square (str):
        tile (str):
    """

    company: str
    cost: int
    rotation: int
    seat: int
    slot: int | None
    square: str
    tile: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        cost = self.cost

        rotation = self.rotation

        seat = self.seat

        slot: int | None
        slot = self.slot

        square = self.square

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company": company,
                "cost": cost,
                "rotation": rotation,
                "seat": seat,
                "slot": slot,
                "square": square,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = d.pop("company")

        cost = d.pop("cost")

        rotation = d.pop("rotation")

        seat = d.pop("seat")

        def _parse_slot(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        slot = _parse_slot(d.pop("slot"))

        square = d.pop("square")

        tile = d.pop("tile")

        lilliput_event_tile_laid_data = cls(
            company=company,
            cost=cost,
            rotation=rotation,
            seat=seat,
            slot=slot,
            square=square,
            tile=tile,
        )

        lilliput_event_tile_laid_data.additional_properties = d
        return lilliput_event_tile_laid_data

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
