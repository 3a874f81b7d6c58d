from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ticket_to_ride_create_game_players_item_kind import TicketToRideCreateGamePlayersItemKind
from ..models.ticket_to_ride_create_game_players_item_level import TicketToRideCreateGamePlayersItemLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="TicketToRideCreateGamePlayersItem")


@_attrs_define
class TicketToRideCreateGamePlayersItem:
    """
    Attributes:
        name (str): Not only spaces, and no control, format or bidi-override characters; trimmed.
        kind (TicketToRideCreateGamePlayersItemKind | Unset):  Default: TicketToRideCreateGamePlayersItemKind.HUMAN.
        level (TicketToRideCreateGamePlayersItemLevel | Unset): A bot seat's strength (only with kind bot; default
            normal).
    """

    name: str
    kind: TicketToRideCreateGamePlayersItemKind | Unset = TicketToRideCreateGamePlayersItemKind.HUMAN
    level: TicketToRideCreateGamePlayersItemLevel | Unset = UNSET

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
        kind: TicketToRideCreateGamePlayersItemKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = TicketToRideCreateGamePlayersItemKind(_kind)

        _level = d.pop("level", UNSET)
        level: TicketToRideCreateGamePlayersItemLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = TicketToRideCreateGamePlayersItemLevel(_level)

        ticket_to_ride_create_game_players_item = cls(
            name=name,
            kind=kind,
            level=level,
        )

        return ticket_to_ride_create_game_players_item
