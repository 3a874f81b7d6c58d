from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_account_response_200_account_kind import GetAccountResponse200AccountKind

T = TypeVar("T", bound="GetAccountResponse200Account")


@_attrs_define
class GetAccountResponse200Account:
    """
    Attributes:
        id (str):
        name (str):
        kind (GetAccountResponse200AccountKind):
    """

    id: str
    name: str
    kind: GetAccountResponse200AccountKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        kind = GetAccountResponse200AccountKind(d.pop("kind"))

        get_account_response_200_account = cls(
            id=id,
            name=name,
            kind=kind,
        )

        get_account_response_200_account.additional_properties = d
        return get_account_response_200_account

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
