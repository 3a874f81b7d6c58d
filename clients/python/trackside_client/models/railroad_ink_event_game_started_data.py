from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RailroadInkEventGameStartedData")


@_attrs_define
class RailroadInkEventGameStartedData:
    """
    Attributes:
        players (int):
        rules_version (str):
        expansions (list[str] | Unset):
    """

    players: int
    rules_version: str
    expansions: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        rules_version = self.rules_version

        expansions: list[str] | Unset = UNSET
        if not isinstance(self.expansions, Unset):
            expansions = self.expansions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "rules_version": rules_version,
            }
        )
        if expansions is not UNSET:
            field_dict["expansions"] = expansions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        rules_version = d.pop("rules_version")

        expansions = cast(list[str], d.pop("expansions", UNSET))

        railroad_ink_event_game_started_data = cls(
            players=players,
            rules_version=rules_version,
            expansions=expansions,
        )

        railroad_ink_event_game_started_data.additional_properties = d
        return railroad_ink_event_game_started_data

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
