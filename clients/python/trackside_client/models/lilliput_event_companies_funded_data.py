from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lilliput_event_companies_funded_data_split import LilliputEventCompaniesFundedDataSplit


T = TypeVar("T", bound="LilliputEventCompaniesFundedData")


@_attrs_define
class LilliputEventCompaniesFundedData:
    """
    Attributes:
        seat (int):
        split (LilliputEventCompaniesFundedDataSplit):
    """

    seat: int
    split: LilliputEventCompaniesFundedDataSplit
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        split = self.split.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "split": split,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_event_companies_funded_data_split import LilliputEventCompaniesFundedDataSplit  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        split = LilliputEventCompaniesFundedDataSplit.from_dict(d.pop("split"))

        lilliput_event_companies_funded_data = cls(
            seat=seat,
            split=split,
        )

        lilliput_event_companies_funded_data.additional_properties = d
        return lilliput_event_companies_funded_data

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
