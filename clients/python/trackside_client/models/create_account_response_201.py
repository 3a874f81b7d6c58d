from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.create_account_response_201_account import CreateAccountResponse201Account


T = TypeVar("T", bound="CreateAccountResponse201")


@_attrs_define
class CreateAccountResponse201:
    """
    Attributes:
        account (CreateAccountResponse201Account):
        key (str): The account key: shown only here, stored only as its hash. Send it as `Authorization: Bearer <key>`
            wherever a seat token goes: at a game where the account holds a seat it acts as that seat, elsewhere it reads as
            a spectator (its commands answer 403 `not_seated`).
    """

    account: CreateAccountResponse201Account
    key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account = self.account.to_dict()

        key = self.key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "account": account,
                "key": key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_account_response_201_account import CreateAccountResponse201Account  # noqa: PLC0415

        d = dict(src_dict)
        account = CreateAccountResponse201Account.from_dict(d.pop("account"))

        key = d.pop("key")

        create_account_response_201 = cls(
            account=account,
            key=key,
        )

        create_account_response_201.additional_properties = d
        return create_account_response_201

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
