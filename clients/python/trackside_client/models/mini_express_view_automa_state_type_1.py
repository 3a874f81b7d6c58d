from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MiniExpressViewAutomaStateType1")


@_attrs_define
class MiniExpressViewAutomaStateType1:
    """
    Attributes:
        bag (list[int]):
        city (None | str):
        company (str):
        drawn (list[int]):
    """

    bag: list[int]
    city: None | str
    company: str
    drawn: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bag = self.bag

        city: None | str
        city = self.city

        company = self.company

        drawn = self.drawn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bag": bag,
                "city": city,
                "company": company,
                "drawn": drawn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bag = cast(list[int], d.pop("bag"))

        def _parse_city(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        city = _parse_city(d.pop("city"))

        company = d.pop("company")

        drawn = cast(list[int], d.pop("drawn"))

        mini_express_view_automa_state_type_1 = cls(
            bag=bag,
            city=city,
            company=company,
            drawn=drawn,
        )

        mini_express_view_automa_state_type_1.additional_properties = d
        return mini_express_view_automa_state_type_1

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
