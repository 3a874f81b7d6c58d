from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.railroad_ink_options_expansions_item import RailroadInkOptionsExpansionsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="RailroadInkOptions")


@_attrs_define
class RailroadInkOptions:
    """The options of Railroad Ink.

    Attributes:
        expansions (list[RailroadInkOptionsExpansionsItem] | Unset):
    """

    expansions: list[RailroadInkOptionsExpansionsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        expansions: list[str] | Unset = UNSET
        if not isinstance(self.expansions, Unset):
            expansions = []
            for expansions_item_data in self.expansions:
                expansions_item = expansions_item_data.value
                expansions.append(expansions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if expansions is not UNSET:
            field_dict["expansions"] = expansions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _expansions = d.pop("expansions", UNSET)
        expansions: list[RailroadInkOptionsExpansionsItem] | Unset = UNSET
        if _expansions is not UNSET:
            expansions = []
            for expansions_item_data in _expansions:
                expansions_item = RailroadInkOptionsExpansionsItem(expansions_item_data)

                expansions.append(expansions_item)

        railroad_ink_options = cls(
            expansions=expansions,
        )

        return railroad_ink_options
