from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ticket_to_ride_player_kind import TicketToRidePlayerKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="TicketToRidePlayer")


@_attrs_define
class TicketToRidePlayer:
    """
    Attributes:
        name (str): Not only spaces, and no control, format or bidi-override characters; trimmed.
        kind (TicketToRidePlayerKind | Unset):  Default: TicketToRidePlayerKind.HUMAN.
    """

    name: str
    kind: TicketToRidePlayerKind | Unset = TicketToRidePlayerKind.HUMAN

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        _kind = d.pop("kind", UNSET)
        kind: TicketToRidePlayerKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = TicketToRidePlayerKind(_kind)

        ticket_to_ride_player = cls(
            name=name,
            kind=kind,
        )

        return ticket_to_ride_player
