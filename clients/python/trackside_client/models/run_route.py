from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RunRoute")


@_attrs_define
class RunRoute:
    """
    Attributes:
        train (str):
        stops (list[str]):
        track (list[Any]):
        income (int):
    """

    train: str
    stops: list[str]
    track: list[Any]
    income: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        train = self.train

        stops = self.stops

        track = self.track

        income = self.income

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "train": train,
                "stops": stops,
                "track": track,
                "income": income,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        train = d.pop("train")

        stops = cast(list[str], d.pop("stops"))

        track = cast(list[Any], d.pop("track"))

        income = d.pop("income")

        run_route = cls(
            train=train,
            stops=stops,
            track=track,
            income=income,
        )

        run_route.additional_properties = d
        return run_route

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
