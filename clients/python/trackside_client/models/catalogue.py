from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.every_game_creation_fields import EveryGameCreationFields
    from ..models.every_game_table_options import EveryGameTableOptions
    from ..models.rules_entry import RulesEntry


T = TypeVar("T", bound="Catalogue")


@_attrs_define
class Catalogue:
    """The games this server plays, and what every game takes at creation.

    Attributes:
        table_options (EveryGameTableOptions): JSON Schema of the options every game takes in `options` beside its own:
            `undo`, and `clock` (`base_s`, `increment_s`, `on_timeout`), each property with its `description`.
        creation_fields (EveryGameCreationFields): JSON Schema of the fields a new game's body (`POST /v1/games`, `POST
            /v1/challenges`) may have besides `rules`, `players` and `options`: `seed`, `rated`, each with its
            `description`.
        rules (list[RulesEntry]):
    """

    table_options: EveryGameTableOptions
    creation_fields: EveryGameCreationFields
    rules: list[RulesEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_options = self.table_options.to_dict()

        creation_fields = self.creation_fields.to_dict()

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_options": table_options,
                "creation_fields": creation_fields,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.every_game_creation_fields import EveryGameCreationFields  # noqa: PLC0415
        from ..models.every_game_table_options import EveryGameTableOptions  # noqa: PLC0415
        from ..models.rules_entry import RulesEntry  # noqa: PLC0415

        d = dict(src_dict)
        table_options = EveryGameTableOptions.from_dict(d.pop("table_options"))

        creation_fields = EveryGameCreationFields.from_dict(d.pop("creation_fields"))

        rules = []
        _rules = d.pop("rules")
        for rules_item_data in _rules:
            rules_item = RulesEntry.from_dict(rules_item_data)

            rules.append(rules_item)

        catalogue = cls(
            table_options=table_options,
            creation_fields=creation_fields,
            rules=rules,
        )

        catalogue.additional_properties = d
        return catalogue

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
