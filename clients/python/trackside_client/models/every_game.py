from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.every_game_creation_fields import EveryGameCreationFields
    from ..models.every_game_table_options import EveryGameTableOptions


T = TypeVar("T", bound="EveryGame")


@_attrs_define
class EveryGame:
    """What every game takes at creation besides its own options: with a rules entry, enough to build a new game's form.

    Attributes:
        table_options (EveryGameTableOptions): JSON Schema of the options every game takes in `options` beside its own:
            `undo`, and `clock` (`base_s`, `increment_s`, `on_timeout`), each property with its `description`.
        creation_fields (EveryGameCreationFields): JSON Schema of the fields a new game's body (`POST /v1/games`, `POST
            /v1/challenges`) may have besides `rules`, `players` and `options`: `seed`, `rated`, each with its
            `description`.
    """

    table_options: EveryGameTableOptions
    creation_fields: EveryGameCreationFields
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_options = self.table_options.to_dict()

        creation_fields = self.creation_fields.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_options": table_options,
                "creation_fields": creation_fields,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.every_game_creation_fields import EveryGameCreationFields  # noqa: PLC0415
        from ..models.every_game_table_options import EveryGameTableOptions  # noqa: PLC0415

        d = dict(src_dict)
        table_options = EveryGameTableOptions.from_dict(d.pop("table_options"))

        creation_fields = EveryGameCreationFields.from_dict(d.pop("creation_fields"))

        every_game = cls(
            table_options=table_options,
            creation_fields=creation_fields,
        )

        every_game.additional_properties = d
        return every_game

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
