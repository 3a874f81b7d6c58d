from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.railroad_ink_special import RailroadInkSpecial

T = TypeVar("T", bound="RailroadInkIgnoreMeteorData")


@_attrs_define
class RailroadInkIgnoreMeteorData:
    """
    Attributes:
        special (RailroadInkSpecial):
    """

    special: RailroadInkSpecial

    def to_dict(self) -> dict[str, Any]:
        special = self.special.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "special": special,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        special = RailroadInkSpecial(d.pop("special"))

        railroad_ink_ignore_meteor_data = cls(
            special=special,
        )

        return railroad_ink_ignore_meteor_data
