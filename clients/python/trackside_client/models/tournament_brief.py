from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_brief_format import TournamentBriefFormat
from ..models.tournament_brief_status import TournamentBriefStatus

if TYPE_CHECKING:
    from ..models.tournament_brief_clock_type_1 import TournamentBriefClockType1
    from ..models.tournament_brief_options import TournamentBriefOptions
    from ..models.tournament_player import TournamentPlayer


T = TypeVar("T", bound="TournamentBrief")


@_attrs_define
class TournamentBrief:
    """
    Attributes:
        id (str):
        name (str):
        rules (str):
        options (TournamentBriefOptions):
        format_ (TournamentBriefFormat):
        round_count (int):
        table_size (int):
        duplicate (bool):
        clock (None | TournamentBriefClockType1):
        rated (bool):
        organiser (str):
        status (TournamentBriefStatus):
        created_at (datetime.datetime):
        round_ (int):
        players (list[TournamentPlayer]):
    """

    id: str
    name: str
    rules: str
    options: TournamentBriefOptions
    format_: TournamentBriefFormat
    round_count: int
    table_size: int
    duplicate: bool
    clock: None | TournamentBriefClockType1
    rated: bool
    organiser: str
    status: TournamentBriefStatus
    created_at: datetime.datetime
    round_: int
    players: list[TournamentPlayer]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_brief_clock_type_1 import TournamentBriefClockType1  # noqa: PLC0415

        id = self.id

        name = self.name

        rules = self.rules

        options = self.options.to_dict()

        format_ = self.format_.value

        round_count = self.round_count

        table_size = self.table_size

        duplicate = self.duplicate

        clock: dict[str, Any] | None
        if isinstance(self.clock, TournamentBriefClockType1):
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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_brief_clock_type_1 import TournamentBriefClockType1  # noqa: PLC0415
        from ..models.tournament_brief_options import TournamentBriefOptions  # noqa: PLC0415
        from ..models.tournament_player import TournamentPlayer  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        rules = d.pop("rules")

        options = TournamentBriefOptions.from_dict(d.pop("options"))

        format_ = TournamentBriefFormat(d.pop("format"))

        round_count = d.pop("round_count")

        table_size = d.pop("table_size")

        duplicate = d.pop("duplicate")

        def _parse_clock(data: object) -> None | TournamentBriefClockType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_1 = TournamentBriefClockType1.from_dict(data)

                return clock_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentBriefClockType1, data)

        clock = _parse_clock(d.pop("clock"))

        rated = d.pop("rated")

        organiser = d.pop("organiser")

        status = TournamentBriefStatus(d.pop("status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        round_ = d.pop("round")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = TournamentPlayer.from_dict(players_item_data)

            players.append(players_item)

        tournament_brief = cls(
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
        )

        tournament_brief.additional_properties = d
        return tournament_brief

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
