from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_account_response_200_account import GetAccountResponse200Account
    from ..models.get_account_response_200_ratings import GetAccountResponse200Ratings


T = TypeVar("T", bound="GetAccountResponse200")


@_attrs_define
class GetAccountResponse200:
    """
    Attributes:
        account (GetAccountResponse200Account):
        created_at (str):
        ratings (GetAccountResponse200Ratings): Per title it has played rated games of.
    """

    account: GetAccountResponse200Account
    created_at: str
    ratings: GetAccountResponse200Ratings
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account = self.account.to_dict()

        created_at = self.created_at

        ratings = self.ratings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "account": account,
                "created_at": created_at,
                "ratings": ratings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_account_response_200_account import GetAccountResponse200Account  # noqa: PLC0415
        from ..models.get_account_response_200_ratings import GetAccountResponse200Ratings  # noqa: PLC0415

        d = dict(src_dict)
        account = GetAccountResponse200Account.from_dict(d.pop("account"))

        created_at = d.pop("created_at")

        ratings = GetAccountResponse200Ratings.from_dict(d.pop("ratings"))

        get_account_response_200 = cls(
            account=account,
            created_at=created_at,
            ratings=ratings,
        )

        get_account_response_200.additional_properties = d
        return get_account_response_200

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
