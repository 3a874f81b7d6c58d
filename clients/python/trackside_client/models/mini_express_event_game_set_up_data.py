from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mini_express_event_game_set_up_data_demand import MiniExpressEventGameSetUpDataDemand


T = TypeVar("T", bound="MiniExpressEventGameSetUpData")


@_attrs_define
class MiniExpressEventGameSetUpData:
    """
    Attributes:
        demand (MiniExpressEventGameSetUpDataDemand):
        difficulty (str):
        first_game (bool):
        kinds (list[str]):
        map_ (str):
        map_variant (bool):
        mode (str):
        rules_version (str):
    """

    demand: MiniExpressEventGameSetUpDataDemand
    difficulty: str
    first_game: bool
    kinds: list[str]
    map_: str
    map_variant: bool
    mode: str
    rules_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        demand = self.demand.to_dict()

        difficulty = self.difficulty

        first_game = self.first_game

        kinds = self.kinds

        map_ = self.map_

        map_variant = self.map_variant

        mode = self.mode

        rules_version = self.rules_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "demand": demand,
                "difficulty": difficulty,
                "first_game": first_game,
                "kinds": kinds,
                "map": map_,
                "map_variant": map_variant,
                "mode": mode,
                "rules_version": rules_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mini_express_event_game_set_up_data_demand import MiniExpressEventGameSetUpDataDemand  # noqa: PLC0415

        d = dict(src_dict)
        demand = MiniExpressEventGameSetUpDataDemand.from_dict(d.pop("demand"))

        difficulty = d.pop("difficulty")

        first_game = d.pop("first_game")

        kinds = cast(list[str], d.pop("kinds"))

        map_ = d.pop("map")

        map_variant = d.pop("map_variant")

        mode = d.pop("mode")

        rules_version = d.pop("rules_version")

        mini_express_event_game_set_up_data = cls(
            demand=demand,
            difficulty=difficulty,
            first_game=first_game,
            kinds=kinds,
            map_=map_,
            map_variant=map_variant,
            mode=mode,
            rules_version=rules_version,
        )

        mini_express_event_game_set_up_data.additional_properties = d
        return mini_express_event_game_set_up_data

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
