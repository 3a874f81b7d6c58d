from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RailroadInkEraseRouteData")


@_attrs_define
class RailroadInkEraseRouteData:
    """
    Attributes:
        row (int):
        col (int):
    """

    row: int
    col: int

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        col = self.col

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "col": col,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        col = d.pop("col")

        railroad_ink_erase_route_data = cls(
            row=row,
            col=col,
        )

        return railroad_ink_erase_route_data
