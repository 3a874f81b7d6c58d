from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AccountEventGameStartedDataSeatsItem")


@_attrs_define
class AccountEventGameStartedDataSeatsItem:
    """
    Attributes:
        seat (int):
        name (str):
        kind (str):
        account (str | Unset):
    """

    seat: int
    name: str
    kind: str
    account: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        kind = self.kind

        account = self.account

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "kind": kind,
            }
        )
        if account is not UNSET:
            field_dict["account"] = account

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        kind = d.pop("kind")

        account = d.pop("account", UNSET)

        account_event_game_started_data_seats_item = cls(
            seat=seat,
            name=name,
            kind=kind,
            account=account,
        )

        account_event_game_started_data_seats_item.additional_properties = d
        return account_event_game_started_data_seats_item

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
