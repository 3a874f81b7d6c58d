from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_me_response_200_account import GetMeResponse200Account
    from ..models.get_me_response_200_keys_item import GetMeResponse200KeysItem


T = TypeVar("T", bound="GetMeResponse200")


@_attrs_define
class GetMeResponse200:
    """
    Attributes:
        account (GetMeResponse200Account):
        created_at (str):
        keys (list[GetMeResponse200KeysItem]):
    """

    account: GetMeResponse200Account
    created_at: str
    keys: list[GetMeResponse200KeysItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account = self.account.to_dict()

        created_at = self.created_at

        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "account": account,
                "created_at": created_at,
                "keys": keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_me_response_200_account import GetMeResponse200Account  # noqa: PLC0415
        from ..models.get_me_response_200_keys_item import GetMeResponse200KeysItem  # noqa: PLC0415

        d = dict(src_dict)
        account = GetMeResponse200Account.from_dict(d.pop("account"))

        created_at = d.pop("created_at")

        keys = []
        _keys = d.pop("keys")
        for keys_item_data in _keys:
            keys_item = GetMeResponse200KeysItem.from_dict(keys_item_data)

            keys.append(keys_item)

        get_me_response_200 = cls(
            account=account,
            created_at=created_at,
            keys=keys,
        )

        get_me_response_200.additional_properties = d
        return get_me_response_200

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
