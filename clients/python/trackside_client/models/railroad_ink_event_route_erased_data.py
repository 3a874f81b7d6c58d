from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RailroadInkEventRouteErasedData")


@_attrs_define
class RailroadInkEventRouteErasedData:
    """
    Attributes:
        col (int):
        erased (str):
        restored (str):
        row (int):
        die (int | Unset):
        special (str | Unset):
    """

    col: int
    erased: str
    restored: str
    row: int
    die: int | Unset = UNSET
    special: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        col = self.col

        erased = self.erased

        restored = self.restored

        row = self.row

        die = self.die

        special = self.special

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "col": col,
                "erased": erased,
                "restored": restored,
                "row": row,
            }
        )
        if die is not UNSET:
            field_dict["die"] = die
        if special is not UNSET:
            field_dict["special"] = special

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        col = d.pop("col")

        erased = d.pop("erased")

        restored = d.pop("restored")

        row = d.pop("row")

        die = d.pop("die", UNSET)

        special = d.pop("special", UNSET)

        railroad_ink_event_route_erased_data = cls(
            col=col,
            erased=erased,
            restored=restored,
            row=row,
            die=die,
            special=special,
        )

        railroad_ink_event_route_erased_data.additional_properties = d
        return railroad_ink_event_route_erased_data

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
