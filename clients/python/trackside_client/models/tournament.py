from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_format import TournamentFormat
from ..models.tournament_status import TournamentStatus

if TYPE_CHECKING:
    from ..models.standing_row import StandingRow
    from ..models.tournament_clock_type_1 import TournamentClockType1
    from ..models.tournament_options import TournamentOptions
    from ..models.tournament_player import TournamentPlayer
    from ..models.tournament_rounds_item import TournamentRoundsItem


T = TypeVar("T", bound="Tournament")


@_attrs_define
class Tournament:
    """
    Attributes:
        id (str):
        name (str):
        rules (str):
        options (TournamentOptions):
        format_ (TournamentFormat):
        round_count (int):
        table_size (int):
        duplicate (bool):
        clock (None | TournamentClockType1):
        rated (bool):
        organiser (str):
        status (TournamentStatus):
        created_at (datetime.datetime):
        round_ (int):
        players (list[TournamentPlayer]):
        rounds (list[TournamentRoundsItem]):
        standings (list[StandingRow]):
    """

    id: str
    name: str
    rules: str
    options: TournamentOptions
    format_: TournamentFormat
    round_count: int
    table_size: int
    duplicate: bool
    clock: None | TournamentClockType1
    rated: bool
    organiser: str
    status: TournamentStatus
    created_at: datetime.datetime
    round_: int
    players: list[TournamentPlayer]
    rounds: list[TournamentRoundsItem]
    standings: list[StandingRow]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_clock_type_1 import TournamentClockType1  # noqa: PLC0415

        id = self.id

        name = self.name

        rules = self.rules

        options = self.options.to_dict()

        format_ = self.format_.value

        round_count = self.round_count

        table_size = self.table_size

        duplicate = self.duplicate

        clock: dict[str, Any] | None
        if isinstance(self.clock, TournamentClockType1):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        rated = self.rated

        organiser = self.organiser

        status = self.status.value

        created_at = self.created_at.isoformat()

        round_ = self.round_

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "rules": rules,
                "options": options,
                "format": format_,
                "round_count": round_count,
                "table_size": table_size,
                "duplicate": duplicate,
                "clock": clock,
                "rated": rated,
                "organiser": organiser,
                "status": status,
                "created_at": created_at,
                "round": round_,
                "players": players,
                "rounds": rounds,
                "standings": standings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing_row import StandingRow  # noqa: PLC0415
        from ..models.tournament_clock_type_1 import TournamentClockType1  # noqa: PLC0415
        from ..models.tournament_options import TournamentOptions  # noqa: PLC0415
        from ..models.tournament_player import TournamentPlayer  # noqa: PLC0415
        from ..models.tournament_rounds_item import TournamentRoundsItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        rules = d.pop("rules")

        options = TournamentOptions.from_dict(d.pop("options"))

        format_ = TournamentFormat(d.pop("format"))

        round_count = d.pop("round_count")

        table_size = d.pop("table_size")

        duplicate = d.pop("duplicate")

        def _parse_clock(data: object) -> None | TournamentClockType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_1 = TournamentClockType1.from_dict(data)

                return clock_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentClockType1, data)

        clock = _parse_clock(d.pop("clock"))

        rated = d.pop("rated")

        organiser = d.pop("organiser")

        status = TournamentStatus(d.pop("status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        round_ = d.pop("round")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = TournamentPlayer.from_dict(players_item_data)

            players.append(players_item)

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = TournamentRoundsItem.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = StandingRow.from_dict(standings_item_data)

            standings.append(standings_item)

        tournament = cls(
            id=id,
            name=name,
            rules=rules,
            options=options,
            format_=format_,
            round_count=round_count,
            table_size=table_size,
            duplicate=duplicate,
            clock=clock,
            rated=rated,
            organiser=organiser,
            status=status,
            created_at=created_at,
            round_=round_,
            players=players,
            rounds=rounds,
            standings=standings,
        )

        tournament.additional_properties = d
        return tournament

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
