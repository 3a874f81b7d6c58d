from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.start_tournament_response_200_format import StartTournamentResponse200Format
from ..models.start_tournament_response_200_status import StartTournamentResponse200Status

if TYPE_CHECKING:
    from ..models.start_tournament_response_200_clock_type_1 import StartTournamentResponse200ClockType1
    from ..models.start_tournament_response_200_options import StartTournamentResponse200Options
    from ..models.start_tournament_response_200_players_item import StartTournamentResponse200PlayersItem
    from ..models.start_tournament_response_200_rounds_item import StartTournamentResponse200RoundsItem
    from ..models.start_tournament_response_200_standings_item import StartTournamentResponse200StandingsItem


T = TypeVar("T", bound="StartTournamentResponse200")


@_attrs_define
class StartTournamentResponse200:
    """
    Attributes:
        id (str):
        name (str):
        rules (str):
        options (StartTournamentResponse200Options):
        format_ (StartTournamentResponse200Format):
        round_count (int):
        table_size (int):
        duplicate (bool):
        clock (None | StartTournamentResponse200ClockType1):
        rated (bool):
        organiser (str):
        status (StartTournamentResponse200Status):
        created_at (datetime.datetime):
        round_ (int):
        players (list[StartTournamentResponse200PlayersItem]):
        rounds (list[StartTournamentResponse200RoundsItem]):
        standings (list[StartTournamentResponse200StandingsItem]):
    """

    id: str
    name: str
    rules: str
    options: StartTournamentResponse200Options
    format_: StartTournamentResponse200Format
    round_count: int
    table_size: int
    duplicate: bool
    clock: None | StartTournamentResponse200ClockType1
    rated: bool
    organiser: str
    status: StartTournamentResponse200Status
    created_at: datetime.datetime
    round_: int
    players: list[StartTournamentResponse200PlayersItem]
    rounds: list[StartTournamentResponse200RoundsItem]
    standings: list[StartTournamentResponse200StandingsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.start_tournament_response_200_clock_type_1 import StartTournamentResponse200ClockType1  # noqa: PLC0415

        id = self.id

        name = self.name

        rules = self.rules

        options = self.options.to_dict()

        format_ = self.format_.value

        round_count = self.round_count

        table_size = self.table_size

        duplicate = self.duplicate

        clock: dict[str, Any] | None
        if isinstance(self.clock, StartTournamentResponse200ClockType1):
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
        from ..models.start_tournament_response_200_clock_type_1 import StartTournamentResponse200ClockType1  # noqa: PLC0415
        from ..models.start_tournament_response_200_options import StartTournamentResponse200Options  # noqa: PLC0415
        from ..models.start_tournament_response_200_players_item import StartTournamentResponse200PlayersItem  # noqa: PLC0415
        from ..models.start_tournament_response_200_rounds_item import StartTournamentResponse200RoundsItem  # noqa: PLC0415
        from ..models.start_tournament_response_200_standings_item import StartTournamentResponse200StandingsItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        rules = d.pop("rules")

        options = StartTournamentResponse200Options.from_dict(d.pop("options"))

        format_ = StartTournamentResponse200Format(d.pop("format"))

        round_count = d.pop("round_count")

        table_size = d.pop("table_size")

        duplicate = d.pop("duplicate")

        def _parse_clock(data: object) -> None | StartTournamentResponse200ClockType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_1 = StartTournamentResponse200ClockType1.from_dict(data)

                return clock_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StartTournamentResponse200ClockType1, data)

        clock = _parse_clock(d.pop("clock"))

        rated = d.pop("rated")

        organiser = d.pop("organiser")

        status = StartTournamentResponse200Status(d.pop("status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        round_ = d.pop("round")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = StartTournamentResponse200PlayersItem.from_dict(players_item_data)

            players.append(players_item)

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = StartTournamentResponse200RoundsItem.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = StartTournamentResponse200StandingsItem.from_dict(standings_item_data)

            standings.append(standings_item)

        start_tournament_response_200 = cls(
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

        start_tournament_response_200.additional_properties = d
        return start_tournament_response_200

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
