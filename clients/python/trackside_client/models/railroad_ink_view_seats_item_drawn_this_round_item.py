from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RailroadInkViewSeatsItemDrawnThisRoundItem")


@_attrs_define
class RailroadInkViewSeatsItemDrawnThisRoundItem:
    """
    Attributes:
        col (int | Unset):
        row (int | Unset):
    """

    col: int | Unset = UNSET
    row: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        col = self.col

        row = self.row

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if col is not UNSET:
            field_dict["col"] = col
        if row is not UNSET:
            field_dict["row"] = row

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        col = d.pop("col", UNSET)

        row = d.pop("row", UNSET)

        railroad_ink_view_seats_item_drawn_this_round_item = cls(
            col=col,
            row=row,
        )

        railroad_ink_view_seats_item_drawn_this_round_item.additional_properties = d
        return railroad_ink_view_seats_item_drawn_this_round_item

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
