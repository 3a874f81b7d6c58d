from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.account_event_game_expired_data_seats_item_state import AccountEventGameExpiredDataSeatsItemState
from ..types import UNSET, Unset

T = TypeVar("T", bound="AccountEventGameExpiredDataSeatsItem")


@_attrs_define
class AccountEventGameExpiredDataSeatsItem:
    """
    Attributes:
        seat (int):
        state (AccountEventGameExpiredDataSeatsItemState):
        kind (str):
        name (str | Unset):
        account (str | Unset):
    """

    seat: int
    state: AccountEventGameExpiredDataSeatsItemState
    kind: str
    name: str | Unset = UNSET
    account: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        state = self.state.value

        kind = self.kind

        name = self.name

        account = self.account

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "state": state,
                "kind": kind,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if account is not UNSET:
            field_dict["account"] = account

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        state = AccountEventGameExpiredDataSeatsItemState(d.pop("state"))

        kind = d.pop("kind")

        name = d.pop("name", UNSET)

        account = d.pop("account", UNSET)

        account_event_game_expired_data_seats_item = cls(
            seat=seat,
            state=state,
            kind=kind,
            name=name,
            account=account,
        )

        account_event_game_expired_data_seats_item.additional_properties = d
        return account_event_game_expired_data_seats_item

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
