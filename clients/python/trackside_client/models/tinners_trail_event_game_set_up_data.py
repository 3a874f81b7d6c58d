from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tinners_trail_event_game_set_up_data_areas import TinnersTrailEventGameSetUpDataAreas


T = TypeVar("T", bound="TinnersTrailEventGameSetUpData")


@_attrs_define
class TinnersTrailEventGameSetUpData:
    """
    Attributes:
        areas (TinnersTrailEventGameSetUpDataAreas):
        money (int):
        names (list[str]):
        order (list[int]):
        rules_version (str):
        seats (int):
    """

    areas: TinnersTrailEventGameSetUpDataAreas
    money: int
    names: list[str]
    order: list[int]
    rules_version: str
    seats: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        areas = self.areas.to_dict()

        money = self.money

        names = self.names

        order = self.order

        rules_version = self.rules_version

        seats = self.seats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "areas": areas,
                "money": money,
                "names": names,
                "order": order,
                "rules_version": rules_version,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_event_game_set_up_data_areas import TinnersTrailEventGameSetUpDataAreas  # noqa: PLC0415

        d = dict(src_dict)
        areas = TinnersTrailEventGameSetUpDataAreas.from_dict(d.pop("areas"))

        money = d.pop("money")

        names = cast(list[str], d.pop("names"))

        order = cast(list[int], d.pop("order"))

        rules_version = d.pop("rules_version")

        seats = d.pop("seats")

        tinners_trail_event_game_set_up_data = cls(
            areas=areas,
            money=money,
            names=names,
            order=order,
            rules_version=rules_version,
            seats=seats,
        )

        tinners_trail_event_game_set_up_data.additional_properties = d
        return tinners_trail_event_game_set_up_data

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
