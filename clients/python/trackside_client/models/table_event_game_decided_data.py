from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.table_event_game_decided_data_reason import TableEventGameDecidedDataReason

T = TypeVar("T", bound="TableEventGameDecidedData")


@_attrs_define
class TableEventGameDecidedData:
    """
    Attributes:
        winners (list[int]):
        reason (TableEventGameDecidedDataReason):
    """

    winners: list[int]
    reason: TableEventGameDecidedDataReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        winners = self.winners

        reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "winners": winners,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))

        reason = TableEventGameDecidedDataReason(d.pop("reason"))

        table_event_game_decided_data = cls(
            winners=winners,
            reason=reason,
        )

        table_event_game_decided_data.additional_properties = d
        return table_event_game_decided_data

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
