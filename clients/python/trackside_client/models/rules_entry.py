from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rules_entry_commands import RulesEntryCommands
    from ..models.rules_entry_options import RulesEntryOptions
    from ..models.rules_entry_players import RulesEntryPlayers


T = TypeVar("T", bound="RulesEntry")


@_attrs_define
class RulesEntry:
    """
    Attributes:
        name (str):
        title (str):
        rules_version (str):
        players (RulesEntryPlayers):
        automa (bool):
        options (RulesEntryOptions): JSON Schema of the game's own options (`<Game>_Options` without the table's), each
            property with its `description`, `default` and allowed values.
        commands (RulesEntryCommands | Unset): JSON Schema of each command's `data`.
    """

    name: str
    title: str
    rules_version: str
    players: RulesEntryPlayers
    automa: bool
    options: RulesEntryOptions
    commands: RulesEntryCommands | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        title = self.title

        rules_version = self.rules_version

        players = self.players.to_dict()

        automa = self.automa

        options = self.options.to_dict()

        commands: dict[str, Any] | Unset = UNSET
        if not isinstance(self.commands, Unset):
            commands = self.commands.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "title": title,
                "rules_version": rules_version,
                "players": players,
                "automa": automa,
                "options": options,
            }
        )
        if commands is not UNSET:
            field_dict["commands"] = commands

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rules_entry_commands import RulesEntryCommands  # noqa: PLC0415
        from ..models.rules_entry_options import RulesEntryOptions  # noqa: PLC0415
        from ..models.rules_entry_players import RulesEntryPlayers  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        rules_version = d.pop("rules_version")

        players = RulesEntryPlayers.from_dict(d.pop("players"))

        automa = d.pop("automa")

        options = RulesEntryOptions.from_dict(d.pop("options"))

        _commands = d.pop("commands", UNSET)
        commands: RulesEntryCommands | Unset
        if isinstance(_commands, Unset):
            commands = UNSET
        else:
            commands = RulesEntryCommands.from_dict(_commands)

        rules_entry = cls(
            name=name,
            title=title,
            rules_version=rules_version,
            players=players,
            automa=automa,
            options=options,
            commands=commands,
        )

        rules_entry.additional_properties = d
        return rules_entry

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
