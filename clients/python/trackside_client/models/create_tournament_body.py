from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_tournament_body_format import CreateTournamentBodyFormat
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_tournament_body_clock_type_1 import CreateTournamentBodyClockType1
    from ..models.create_tournament_body_options import CreateTournamentBodyOptions
    from ..models.create_tournament_body_players_item import CreateTournamentBodyPlayersItem


T = TypeVar("T", bound="CreateTournamentBody")


@_attrs_define
class CreateTournamentBody:
    """
    Attributes:
        name (str):
        rules (str):
        rounds (int):
        table_size (int):
        players (list[CreateTournamentBodyPlayersItem]):
        options (CreateTournamentBodyOptions | Unset): The games' options (as a game's creation takes them).
        format_ (CreateTournamentBodyFormat | Unset):  Default: CreateTournamentBodyFormat.SWISS.
        duplicate (bool | Unset): Every table of a round plays the same deal (one secret seed a round). Default: False.
        clock (CreateTournamentBodyClockType1 | None | Unset):
        rated (bool | Unset):  Default: False.
    """

    name: str
    rules: str
    rounds: int
    table_size: int
    players: list[CreateTournamentBodyPlayersItem]
    options: CreateTournamentBodyOptions | Unset = UNSET
    format_: CreateTournamentBodyFormat | Unset = CreateTournamentBodyFormat.SWISS
    duplicate: bool | Unset = False
    clock: CreateTournamentBodyClockType1 | None | Unset = UNSET
    rated: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_tournament_body_clock_type_1 import CreateTournamentBodyClockType1  # noqa: PLC0415

        name = self.name

        rules = self.rules

        rounds = self.rounds

        table_size = self.table_size

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value

        duplicate = self.duplicate

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, CreateTournamentBodyClockType1):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        rated = self.rated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "rules": rules,
                "rounds": rounds,
                "table_size": table_size,
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if format_ is not UNSET:
            field_dict["format"] = format_
        if duplicate is not UNSET:
            field_dict["duplicate"] = duplicate
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_tournament_body_clock_type_1 import CreateTournamentBodyClockType1  # noqa: PLC0415
        from ..models.create_tournament_body_options import CreateTournamentBodyOptions  # noqa: PLC0415
        from ..models.create_tournament_body_players_item import CreateTournamentBodyPlayersItem  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        rules = d.pop("rules")

        rounds = d.pop("rounds")

        table_size = d.pop("table_size")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = CreateTournamentBodyPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        _options = d.pop("options", UNSET)
        options: CreateTournamentBodyOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateTournamentBodyOptions.from_dict(_options)

        _format_ = d.pop("format", UNSET)
        format_: CreateTournamentBodyFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = CreateTournamentBodyFormat(_format_)

        duplicate = d.pop("duplicate", UNSET)

        def _parse_clock(data: object) -> CreateTournamentBodyClockType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_1 = CreateTournamentBodyClockType1.from_dict(data)

                return clock_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateTournamentBodyClockType1 | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        rated = d.pop("rated", UNSET)

        create_tournament_body = cls(
            name=name,
            rules=rules,
            rounds=rounds,
            table_size=table_size,
            players=players,
            options=options,
            format_=format_,
            duplicate=duplicate,
            clock=clock,
            rated=rated,
        )

        return create_tournament_body
