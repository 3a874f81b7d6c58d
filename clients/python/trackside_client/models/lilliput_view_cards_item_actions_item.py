from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewCardsItemActionsItem")


@_attrs_define
class LilliputViewCardsItemActionsItem:
    """
    Attributes:
        amount (int | Unset):
        count (int | Unset):
        kind (str | Unset):
        tiles (list[Any] | Unset):
    """

    amount: int | Unset = UNSET
    count: int | Unset = UNSET
    kind: str | Unset = UNSET
    tiles: list[Any] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        count = self.count

        kind = self.kind

        tiles: list[Any] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = self.tiles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if amount is not UNSET:
            field_dict["amount"] = amount
        if count is not UNSET:
            field_dict["count"] = count
        if kind is not UNSET:
            field_dict["kind"] = kind
        if tiles is not UNSET:
            field_dict["tiles"] = tiles

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount", UNSET)

        count = d.pop("count", UNSET)

        kind = d.pop("kind", UNSET)

        tiles = cast(list[Any], d.pop("tiles", UNSET))

        lilliput_view_cards_item_actions_item = cls(
            amount=amount,
            count=count,
            kind=kind,
            tiles=tiles,
        )

        lilliput_view_cards_item_actions_item.additional_properties = d
        return lilliput_view_cards_item_actions_item

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
