from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_pick_company_data_company import LilliputPickCompanyDataCompany
from ..models.lilliput_pick_company_data_side import LilliputPickCompanyDataSide
from ..models.lilliput_pick_company_data_tile import LilliputPickCompanyDataTile

T = TypeVar("T", bound="LilliputPickCompanyData")


@_attrs_define
class LilliputPickCompanyData:
    """
    Attributes:
        company (LilliputPickCompanyDataCompany):
        side (LilliputPickCompanyDataSide):
        tile (LilliputPickCompanyDataTile):
        rotation (int):
    """

    company: LilliputPickCompanyDataCompany
    side: LilliputPickCompanyDataSide
    tile: LilliputPickCompanyDataTile
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
        company = LilliputPickCompanyDataCompany(d.pop("company"))

        side = LilliputPickCompanyDataSide(d.pop("side"))

        tile = LilliputPickCompanyDataTile(d.pop("tile"))

        rotation = d.pop("rotation")

        lilliput_pick_company_data = cls(
            company=company,
            side=side,
            tile=tile,
            rotation=rotation,
        )

        return lilliput_pick_company_data
