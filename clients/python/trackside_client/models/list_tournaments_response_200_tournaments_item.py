from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_tournaments_response_200_tournaments_item_format import (
    ListTournamentsResponse200TournamentsItemFormat,
)
from ..models.list_tournaments_response_200_tournaments_item_status import (
    ListTournamentsResponse200TournamentsItemStatus,
)

if TYPE_CHECKING:
    from ..models.list_tournaments_response_200_tournaments_item_clock_type_1 import (
        ListTournamentsResponse200TournamentsItemClockType1,
    )
    from ..models.list_tournaments_response_200_tournaments_item_options import (
        ListTournamentsResponse200TournamentsItemOptions,
    )
    from ..models.list_tournaments_response_200_tournaments_item_players_item import (
        ListTournamentsResponse200TournamentsItemPlayersItem,
    )


T = TypeVar("T", bound="ListTournamentsResponse200TournamentsItem")


@_attrs_define
class ListTournamentsResponse200TournamentsItem:
    """
    Attributes:
        id (str):
        name (str):
        rules (str):
        options (ListTournamentsResponse200TournamentsItemOptions):
        format_ (ListTournamentsResponse200TournamentsItemFormat):
        round_count (int):
        table_size (int):
        duplicate (bool):
        clock (ListTournamentsResponse200TournamentsItemClockType1 | None):
        rated (bool):
        organiser (str):
        status (ListTournamentsResponse200TournamentsItemStatus):
        created_at (datetime.datetime):
        round_ (int):
        players (list[ListTournamentsResponse200TournamentsItemPlayersItem]):
    """

    id: str
    name: str
    rules: str
    options: ListTournamentsResponse200TournamentsItemOptions
    format_: ListTournamentsResponse200TournamentsItemFormat
    round_count: int
    table_size: int
    duplicate: bool
    clock: ListTournamentsResponse200TournamentsItemClockType1 | None
    rated: bool
    organiser: str
    status: ListTournamentsResponse200TournamentsItemStatus
    created_at: datetime.datetime
    round_: int
    players: list[ListTournamentsResponse200TournamentsItemPlayersItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_tournaments_response_200_tournaments_item_clock_type_1 import (
            ListTournamentsResponse200TournamentsItemClockType1,  # noqa: PLC0415
        )

        id = self.id

        name = self.name

        rules = self.rules

        options = self.options.to_dict()

        format_ = self.format_.value

        round_count = self.round_count

        table_size = self.table_size

        duplicate = self.duplicate

        clock: dict[str, Any] | None
        if isinstance(self.clock, ListTournamentsResponse200TournamentsItemClockType1):
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
        from ..models.list_tournaments_response_200_tournaments_item_clock_type_1 import (
            ListTournamentsResponse200TournamentsItemClockType1,  # noqa: PLC0415
        )
        from ..models.list_tournaments_response_200_tournaments_item_options import (
            ListTournamentsResponse200TournamentsItemOptions,  # noqa: PLC0415
        )
        from ..models.list_tournaments_response_200_tournaments_item_players_item import (
            ListTournamentsResponse200TournamentsItemPlayersItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        rules = d.pop("rules")

        options = ListTournamentsResponse200TournamentsItemOptions.from_dict(d.pop("options"))

        format_ = ListTournamentsResponse200TournamentsItemFormat(d.pop("format"))

        round_count = d.pop("round_count")

        table_size = d.pop("table_size")

        duplicate = d.pop("duplicate")

        def _parse_clock(data: object) -> ListTournamentsResponse200TournamentsItemClockType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_1 = ListTournamentsResponse200TournamentsItemClockType1.from_dict(data)

                return clock_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListTournamentsResponse200TournamentsItemClockType1 | None, data)

        clock = _parse_clock(d.pop("clock"))

        rated = d.pop("rated")

        organiser = d.pop("organiser")

        status = ListTournamentsResponse200TournamentsItemStatus(d.pop("status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        round_ = d.pop("round")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = ListTournamentsResponse200TournamentsItemPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        list_tournaments_response_200_tournaments_item = cls(
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

        list_tournaments_response_200_tournaments_item.additional_properties = d
        return list_tournaments_response_200_tournaments_item

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
