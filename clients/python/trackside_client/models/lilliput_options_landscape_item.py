from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_options_landscape_item_tile import LilliputOptionsLandscapeItemTile

T = TypeVar("T", bound="LilliputOptionsLandscapeItem")


@_attrs_define
class LilliputOptionsLandscapeItem:
    """
    Attributes:
        square (str):
        tile (LilliputOptionsLandscapeItemTile):
        rotation (int):
    """

    square: str
    tile: LilliputOptionsLandscapeItemTile
    rotation: int

    def to_dict(self) -> dict[str, Any]:
        square = self.square

        tile = self.tile.value

        rotation = self.rotation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "square": square,
                "tile": tile,
                "rotation": rotation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        square = d.pop("square")

        tile = LilliputOptionsLandscapeItemTile(d.pop("tile"))

        rotation = d.pop("rotation")

        lilliput_options_landscape_item = cls(
            square=square,
            tile=tile,
            rotation=rotation,
        )

        return lilliput_options_landscape_item
