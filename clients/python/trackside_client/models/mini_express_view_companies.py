from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mini_express_view_companies_cotton import MiniExpressViewCompaniesCotton
    from ..models.mini_express_view_companies_leather import MiniExpressViewCompaniesLeather
    from ..models.mini_express_view_companies_steel import MiniExpressViewCompaniesSteel
    from ..models.mini_express_view_companies_wood import MiniExpressViewCompaniesWood


T = TypeVar("T", bound="MiniExpressViewCompanies")


@_attrs_define
class MiniExpressViewCompanies:
    """
    Attributes:
        cotton (MiniExpressViewCompaniesCotton):
        leather (MiniExpressViewCompaniesLeather):
        steel (MiniExpressViewCompaniesSteel):
        wood (MiniExpressViewCompaniesWood):
    """

    cotton: MiniExpressViewCompaniesCotton
    leather: MiniExpressViewCompaniesLeather
    steel: MiniExpressViewCompaniesSteel
    wood: MiniExpressViewCompaniesWood
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cotton = self.cotton.to_dict()

        leather = self.leather.to_dict()

        steel = self.steel.to_dict()

        wood = self.wood.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cotton": cotton,
                "leather": leather,
                "steel": steel,
                "wood": wood,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mini_express_view_companies_cotton import MiniExpressViewCompaniesCotton  # noqa: PLC0415
        from ..models.mini_express_view_companies_leather import MiniExpressViewCompaniesLeather  # noqa: PLC0415
        from ..models.mini_express_view_companies_steel import MiniExpressViewCompaniesSteel  # noqa: PLC0415
        from ..models.mini_express_view_companies_wood import MiniExpressViewCompaniesWood  # noqa: PLC0415

        d = dict(src_dict)
        cotton = MiniExpressViewCompaniesCotton.from_dict(d.pop("cotton"))

        leather = MiniExpressViewCompaniesLeather.from_dict(d.pop("leather"))

        steel = MiniExpressViewCompaniesSteel.from_dict(d.pop("steel"))

        wood = MiniExpressViewCompaniesWood.from_dict(d.pop("wood"))

        mini_express_view_companies = cls(
            cotton=cotton,
            leather=leather,
            steel=steel,
            wood=wood,
        )

        mini_express_view_companies.additional_properties = d
        return mini_express_view_companies

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
