from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lilliput_event_game_set_up_data_options import LilliputEventGameSetUpDataOptions


T = TypeVar("T", bound="LilliputEventGameSetUpData")


@_attrs_define
class LilliputEventGameSetUpData:
    """
    Attributes:
        options (LilliputEventGameSetUpDataOptions):
        players (int):
        rules_version (str):
    """

    options: LilliputEventGameSetUpDataOptions
    players: int
    rules_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        options = self.options.to_dict()

        players = self.players

        rules_version = self.rules_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "options": options,
                "players": players,
                "rules_version": rules_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_event_game_set_up_data_options import LilliputEventGameSetUpDataOptions  # noqa: PLC0415

        d = dict(src_dict)
        options = LilliputEventGameSetUpDataOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        rules_version = d.pop("rules_version")

        lilliput_event_game_set_up_data = cls(
            options=options,
            players=players,
            rules_version=rules_version,
        )

        lilliput_event_game_set_up_data.additional_properties = d
        return lilliput_event_game_set_up_data

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
