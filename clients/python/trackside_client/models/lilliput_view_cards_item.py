from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_view_cards_item_actions_item import LilliputViewCardsItemActionsItem


T = TypeVar("T", bound="LilliputViewCardsItem")


@_attrs_define
class LilliputViewCardsItem:
    """
    Attributes:
        actions (list[LilliputViewCardsItemActionsItem] | Unset):
        id (str | Unset):
        used (bool | Unset):
    """

    actions: list[LilliputViewCardsItemActionsItem] | Unset = UNSET
    id: str | Unset = UNSET
    used: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
            actions = []
            for actions_item_data in self.actions:
                actions_item = actions_item_data.to_dict()
                actions.append(actions_item)

        id = self.id

        used = self.used

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if actions is not UNSET:
            field_dict["actions"] = actions
        if id is not UNSET:
            field_dict["id"] = id
        if used is not UNSET:
            field_dict["used"] = used

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_view_cards_item_actions_item import LilliputViewCardsItemActionsItem  # noqa: PLC0415

        d = dict(src_dict)
        _actions = d.pop("actions", UNSET)
        actions: list[LilliputViewCardsItemActionsItem] | Unset = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:
                actions_item = LilliputViewCardsItemActionsItem.from_dict(actions_item_data)

                actions.append(actions_item)

        id = d.pop("id", UNSET)

        used = d.pop("used", UNSET)

        lilliput_view_cards_item = cls(
            actions=actions,
            id=id,
            used=used,
        )

        lilliput_view_cards_item.additional_properties = d
        return lilliput_view_cards_item

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
