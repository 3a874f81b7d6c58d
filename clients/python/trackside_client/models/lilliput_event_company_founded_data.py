from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LilliputEventCompanyFoundedData")


@_attrs_define
class LilliputEventCompanyFoundedData:
    """
    Attributes:
        company (str):
        field (list[int | str] | None):
        seat (int):
        square (str):
    """

    company: str
    field: list[int | str] | None
    seat: int
    square: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        field: list[int | str] | None
        if isinstance(self.field, list):
            field = []
            for field_type_0_item_data in self.field:
                field_type_0_item: int | str
                field_type_0_item = field_type_0_item_data
                field.append(field_type_0_item)

        else:
            field = self.field

        seat = self.seat

        square = self.square

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company": company,
                "field": field,
                "seat": seat,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = d.pop("company")

        def _parse_field(data: object) -> list[int | str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                field_type_0 = []
                _field_type_0 = data
                for field_type_0_item_data in _field_type_0:

                    def _parse_field_type_0_item(data: object) -> int | str:
                        return cast(int | str, data)

                    field_type_0_item = _parse_field_type_0_item(field_type_0_item_data)

                    field_type_0.append(field_type_0_item)

                return field_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | str] | None, data)

        field = _parse_field(d.pop("field"))

        seat = d.pop("seat")

        square = d.pop("square")

        lilliput_event_company_founded_data = cls(
            company=company,
            field=field,
            seat=seat,
            square=square,
        )

        lilliput_event_company_founded_data.additional_properties = d
        return lilliput_event_company_founded_data

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
