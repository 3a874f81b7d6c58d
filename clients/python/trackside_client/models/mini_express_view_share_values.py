from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MiniExpressViewShareValues")


@_attrs_define
class MiniExpressViewShareValues:
    """
    Attributes:
        cotton (list[int]):
        leather (list[int]):
        steel (list[int]):
        wood (list[int]):
    """

    cotton: list[int]
    leather: list[int]
    steel: list[int]
    wood: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cotton = self.cotton

        leather = self.leather

        steel = self.steel

        wood = self.wood

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
        d = dict(src_dict)
        cotton = cast(list[int], d.pop("cotton"))

        leather = cast(list[int], d.pop("leather"))

        steel = cast(list[int], d.pop("steel"))

        wood = cast(list[int], d.pop("wood"))

        mini_express_view_share_values = cls(
            cotton=cotton,
            leather=leather,
            steel=steel,
            wood=wood,
        )

        mini_express_view_share_values.additional_properties = d
        return mini_express_view_share_values

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
