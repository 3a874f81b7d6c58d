from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.railroad_ink_special import RailroadInkSpecial
from ..types import UNSET, Unset

T = TypeVar("T", bound="RailroadInkPlaceSpecialData")


@_attrs_define
class RailroadInkPlaceSpecialData:
    """
    Attributes:
        row (int):
        col (int):
        special (RailroadInkSpecial):
        rotation (int | Unset):  Default: 0.
        mirrored (bool | Unset):  Default: False.
    """

    row: int
    col: int
    special: RailroadInkSpecial
    rotation: int | Unset = 0
    mirrored: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        col = self.col

        special = self.special.value

        rotation = self.rotation

        mirrored = self.mirrored

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "col": col,
                "special": special,
            }
        )
        if rotation is not UNSET:
            field_dict["rotation"] = rotation
        if mirrored is not UNSET:
            field_dict["mirrored"] = mirrored

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        col = d.pop("col")

        special = RailroadInkSpecial(d.pop("special"))

        rotation = d.pop("rotation", UNSET)

        mirrored = d.pop("mirrored", UNSET)

        railroad_ink_place_special_data = cls(
            row=row,
            col=col,
            special=special,
            rotation=rotation,
            mirrored=mirrored,
        )

        return railroad_ink_place_special_data
