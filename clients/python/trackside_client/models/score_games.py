from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ScoreGames")


@_attrs_define
class ScoreGames:
    """Score finished games.

    Attributes:
        games (list[str]):
    """

    games: list[str]

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = cast(list[str], d.pop("games"))

        score_games = cls(
            games=games,
        )

        return score_games
