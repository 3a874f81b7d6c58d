from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_company import LilliputCompany
from ..models.lilliput_tile import LilliputTile

T = TypeVar("T", bound="LilliputLayCharacterTileData")


@_attrs_define
class LilliputLayCharacterTileData:
    """
    Attributes:
        company (LilliputCompany):
        tile (LilliputTile):
        square (str):
        rotation (int):
    """

    company: LilliputCompany
    tile: LilliputTile
    square: str
    rotation: int

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        tile = self.tile.value

        square = self.square

        rotation = self.rotation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "tile": tile,
                "square": square,
                "rotation": rotation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        tile = LilliputTile(d.pop("tile"))

        square = d.pop("square")

        rotation = d.pop("rotation")

        lilliput_lay_character_tile_data = cls(
            company=company,
            tile=tile,
            square=square,
            rotation=rotation,
        )

        return lilliput_lay_character_tile_data
