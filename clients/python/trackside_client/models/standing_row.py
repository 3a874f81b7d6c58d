from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StandingRow")


@_attrs_define
class StandingRow:
    """
    Attributes:
        rank (int):
        player (str):
        points (float):
        buchholz (float):
        sonneborn_berger (float):
        duplicate (float):
        games (int):
        byes (int):
        bot_games (int):
        withdrawn (bool):
    """

    rank: int
    player: str
    points: float
    buchholz: float
    sonneborn_berger: float
    duplicate: float
    games: int
    byes: int
    bot_games: int
    withdrawn: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        player = self.player

        points = self.points

        buchholz = self.buchholz

        sonneborn_berger = self.sonneborn_berger

        duplicate = self.duplicate

        games = self.games

        byes = self.byes

        bot_games = self.bot_games

        withdrawn = self.withdrawn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "player": player,
                "points": points,
                "buchholz": buchholz,
                "sonneborn_berger": sonneborn_berger,
                "duplicate": duplicate,
                "games": games,
                "byes": byes,
                "bot_games": bot_games,
                "withdrawn": withdrawn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        player = d.pop("player")

        points = d.pop("points")

        buchholz = d.pop("buchholz")

        sonneborn_berger = d.pop("sonneborn_berger")

        duplicate = d.pop("duplicate")

        games = d.pop("games")

        byes = d.pop("byes")

        bot_games = d.pop("bot_games")

        withdrawn = d.pop("withdrawn")

        standing_row = cls(
            rank=rank,
            player=player,
            points=points,
            buchholz=buchholz,
            sonneborn_berger=sonneborn_berger,
            duplicate=duplicate,
            games=games,
            byes=byes,
            bot_games=bot_games,
            withdrawn=withdrawn,
        )

        standing_row.additional_properties = d
        return standing_row

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
