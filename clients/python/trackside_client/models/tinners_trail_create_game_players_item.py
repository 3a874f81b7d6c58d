from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.tinners_trail_create_game_players_item_kind import TinnersTrailCreateGamePlayersItemKind
from ..models.tinners_trail_create_game_players_item_level import TinnersTrailCreateGamePlayersItemLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="TinnersTrailCreateGamePlayersItem")


@_attrs_define
class TinnersTrailCreateGamePlayersItem:
    """
    Attributes:
        name (str): Not only spaces, and no control, format or bidi-override characters; trimmed.
        kind (TinnersTrailCreateGamePlayersItemKind | Unset):  Default: TinnersTrailCreateGamePlayersItemKind.HUMAN.
        level (TinnersTrailCreateGamePlayersItemLevel | Unset): A bot seat's strength (only with kind bot; default
            normal).
    """

    name: str
    kind: TinnersTrailCreateGamePlayersItemKind | Unset = TinnersTrailCreateGamePlayersItemKind.HUMAN
    level: TinnersTrailCreateGamePlayersItemLevel | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        _kind = d.pop("kind", UNSET)
        kind: TinnersTrailCreateGamePlayersItemKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = TinnersTrailCreateGamePlayersItemKind(_kind)

        _level = d.pop("level", UNSET)
        level: TinnersTrailCreateGamePlayersItemLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = TinnersTrailCreateGamePlayersItemLevel(_level)

        tinners_trail_create_game_players_item = cls(
            name=name,
            kind=kind,
            level=level,
        )

        return tinners_trail_create_game_players_item
