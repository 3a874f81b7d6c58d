from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_tournament_body_players_item_kind import CreateTournamentBodyPlayersItemKind
from ..models.create_tournament_body_players_item_level import CreateTournamentBodyPlayersItemLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateTournamentBodyPlayersItem")


@_attrs_define
class CreateTournamentBodyPlayersItem:
    """An account (`{"account": id}`) or a server bot (`{"kind": "bot", "level"}`), played on the workers.

    Attributes:
        account (str | Unset):
        kind (CreateTournamentBodyPlayersItemKind | Unset):
        level (CreateTournamentBodyPlayersItemLevel | Unset):
    """

    account: str | Unset = UNSET
    kind: CreateTournamentBodyPlayersItemKind | Unset = UNSET
    level: CreateTournamentBodyPlayersItemLevel | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account = self.account

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if account is not UNSET:
            field_dict["account"] = account
        if kind is not UNSET:
            field_dict["kind"] = kind
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account = d.pop("account", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: CreateTournamentBodyPlayersItemKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = CreateTournamentBodyPlayersItemKind(_kind)

        _level = d.pop("level", UNSET)
        level: CreateTournamentBodyPlayersItemLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = CreateTournamentBodyPlayersItemLevel(_level)

        create_tournament_body_players_item = cls(
            account=account,
            kind=kind,
            level=level,
        )

        create_tournament_body_players_item.additional_properties = d
        return create_tournament_body_players_item

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
