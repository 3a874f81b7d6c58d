from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.table_event_clock_ran_out_data_on_timeout import TableEventClockRanOutDataOnTimeout

T = TypeVar("T", bound="TableEventClockRanOutData")


@_attrs_define
class TableEventClockRanOutData:
    """
    Attributes:
        on_timeout (TableEventClockRanOutDataOnTimeout):
    """

    on_timeout: TableEventClockRanOutDataOnTimeout
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        on_timeout = self.on_timeout.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "on_timeout": on_timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        on_timeout = TableEventClockRanOutDataOnTimeout(d.pop("on_timeout"))

        table_event_clock_ran_out_data = cls(
            on_timeout=on_timeout,
        )

        table_event_clock_ran_out_data.additional_properties = d
        return table_event_clock_ran_out_data

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
