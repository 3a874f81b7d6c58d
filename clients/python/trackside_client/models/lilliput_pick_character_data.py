from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_pick_character_data_character import LilliputPickCharacterDataCharacter

T = TypeVar("T", bound="LilliputPickCharacterData")


@_attrs_define
class LilliputPickCharacterData:
    """
    Attributes:
        character (LilliputPickCharacterDataCharacter):
    """

    character: LilliputPickCharacterDataCharacter

    def to_dict(self) -> dict[str, Any]:
        character = self.character.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = LilliputPickCharacterDataCharacter(d.pop("character"))

        lilliput_pick_character_data = cls(
            character=character,
        )

        return lilliput_pick_character_data
