from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.railroad_ink_meteor_strike_data_direction import RailroadInkMeteorStrikeDataDirection
from ..types import UNSET, Unset

T = TypeVar("T", bound="RailroadInkMeteorStrikeData")


@_attrs_define
class RailroadInkMeteorStrikeData:
    """
    Attributes:
        direction (RailroadInkMeteorStrikeDataDirection | Unset):
    """

    direction: RailroadInkMeteorStrikeDataDirection | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if direction is not UNSET:
            field_dict["direction"] = direction

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _direction = d.pop("direction", UNSET)
        direction: RailroadInkMeteorStrikeDataDirection | Unset
        if isinstance(_direction, Unset):
            direction = UNSET
        else:
            direction = RailroadInkMeteorStrikeDataDirection(_direction)

        railroad_ink_meteor_strike_data = cls(
            direction=direction,
        )

        return railroad_ink_meteor_strike_data
