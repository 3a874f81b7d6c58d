from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TournamentPlayer")


@_attrs_define
class TournamentPlayer:
    """A player: `id` is its account's id, or `bot-<n>` for a server bot.

    Attributes:
        id (str):
        name (str):
        kind (str):
        withdrawn (bool):
        account (str | Unset):
        level (str | Unset):
    """

    id: str
    name: str
    kind: str
    withdrawn: bool
    account: str | Unset = UNSET
    level: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        kind = self.kind

        withdrawn = self.withdrawn

        account = self.account

        level = self.level

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "kind": kind,
                "withdrawn": withdrawn,
            }
        )
        if account is not UNSET:
            field_dict["account"] = account
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        kind = d.pop("kind")

        withdrawn = d.pop("withdrawn")

        account = d.pop("account", UNSET)

        level = d.pop("level", UNSET)

        tournament_player = cls(
            id=id,
            name=name,
            kind=kind,
            withdrawn=withdrawn,
            account=account,
            level=level,
        )

        tournament_player.additional_properties = d
        return tournament_player

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
