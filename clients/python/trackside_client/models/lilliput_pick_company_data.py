from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_company import LilliputCompany
from ..models.lilliput_pick_company_data_side import LilliputPickCompanyDataSide
from ..models.lilliput_tile import LilliputTile

T = TypeVar("T", bound="LilliputPickCompanyData")


@_attrs_define
class LilliputPickCompanyData:
    """
    Attributes:
        company (LilliputCompany):
        side (LilliputPickCompanyDataSide):
        tile (LilliputTile):
        rotation (int):
    """

    company: LilliputCompany
    side: LilliputPickCompanyDataSide
    tile: LilliputTile
    rotation: int

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        side = self.side.value

        tile = self.tile.value

        rotation = self.rotation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "side": side,
                "tile": tile,
                "rotation": rotation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        side = LilliputPickCompanyDataSide(d.pop("side"))

        tile = LilliputTile(d.pop("tile"))

        rotation = d.pop("rotation")

        lilliput_pick_company_data = cls(
            company=company,
            side=side,
            tile=tile,
            rotation=rotation,
        )

        return lilliput_pick_company_data
