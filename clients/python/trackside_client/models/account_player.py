from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AccountPlayer")


@_attrs_define
class AccountPlayer:
    """A seat for this account, named as it is: a new game waits until it joins; a fork seats the caller's own account at
    once.

        Attributes:
            account (str):
    """

    account: str

    def to_dict(self) -> dict[str, Any]:
        account = self.account

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "account": account,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account = d.pop("account")

        account_player = cls(
            account=account,
        )

        return account_player
