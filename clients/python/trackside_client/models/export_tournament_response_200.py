from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.export_tournament_response_200_format import ExportTournamentResponse200Format

if TYPE_CHECKING:
    from ..models.export_tournament_response_200_games_item import ExportTournamentResponse200GamesItem
    from ..models.standing_row import StandingRow
    from ..models.tournament import Tournament


T = TypeVar("T", bound="ExportTournamentResponse200")


@_attrs_define
class ExportTournamentResponse200:
    """
    Attributes:
        format_ (ExportTournamentResponse200Format):
        tournament (Tournament):
        games (list[ExportTournamentResponse200GamesItem]):
        standings (list[StandingRow]):
    """

    format_: ExportTournamentResponse200Format
    tournament: Tournament
    games: list[ExportTournamentResponse200GamesItem]
    standings: list[StandingRow]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        tournament = self.tournament.to_dict()

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "tournament": tournament,
                "games": games,
                "standings": standings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_tournament_response_200_games_item import ExportTournamentResponse200GamesItem  # noqa: PLC0415
        from ..models.standing_row import StandingRow  # noqa: PLC0415
        from ..models.tournament import Tournament  # noqa: PLC0415

        d = dict(src_dict)
        format_ = ExportTournamentResponse200Format(d.pop("format"))

        tournament = Tournament.from_dict(d.pop("tournament"))

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = ExportTournamentResponse200GamesItem.from_dict(games_item_data)

            games.append(games_item)

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = StandingRow.from_dict(standings_item_data)

            standings.append(standings_item)

        export_tournament_response_200 = cls(
            format_=format_,
            tournament=tournament,
            games=games,
            standings=standings,
        )

        export_tournament_response_200.additional_properties = d
        return export_tournament_response_200

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
