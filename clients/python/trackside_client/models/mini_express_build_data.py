from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mini_express_company import MiniExpressCompany
from ..types import UNSET, Unset

T = TypeVar("T", bound="MiniExpressBuildData")


@_attrs_define
class MiniExpressBuildData:
    """
    Attributes:
        company (MiniExpressCompany):
        city (str):
        path (list[str]):
        wild (MiniExpressCompany | None | Unset):
        port (None | str | Unset):
        west (MiniExpressCompany | None | Unset):
    """

    company: MiniExpressCompany
    city: str
    path: list[str]
    wild: MiniExpressCompany | None | Unset = UNSET
    port: None | str | Unset = UNSET
    west: MiniExpressCompany | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        city = self.city

        path = self.path

        wild: None | str | Unset
        if isinstance(self.wild, Unset):
            wild = UNSET
        elif isinstance(self.wild, MiniExpressCompany):
            wild = self.wild.value
        else:
            wild = self.wild

        port: None | str | Unset
        if isinstance(self.port, Unset):
            port = UNSET
        else:
            port = self.port

        west: None | str | Unset
        if isinstance(self.west, Unset):
            west = UNSET
        elif isinstance(self.west, MiniExpressCompany):
            west = self.west.value
        else:
            west = self.west

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "city": city,
                "path": path,
            }
        )
        if wild is not UNSET:
            field_dict["wild"] = wild
        if port is not UNSET:
            field_dict["port"] = port
        if west is not UNSET:
            field_dict["west"] = west

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = MiniExpressCompany(d.pop("company"))

        city = d.pop("city")

        path = cast(list[str], d.pop("path"))

        def _parse_wild(data: object) -> MiniExpressCompany | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                wild_type_0 = MiniExpressCompany(data)

                return wild_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MiniExpressCompany | None | Unset, data)

        wild = _parse_wild(d.pop("wild", UNSET))

        def _parse_port(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        port = _parse_port(d.pop("port", UNSET))

        def _parse_west(data: object) -> MiniExpressCompany | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                west_type_0 = MiniExpressCompany(data)

                return west_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MiniExpressCompany | None | Unset, data)

        west = _parse_west(d.pop("west", UNSET))

        mini_express_build_data = cls(
            company=company,
            city=city,
            path=path,
            wild=wild,
            port=port,
            west=west,
        )

        return mini_express_build_data
