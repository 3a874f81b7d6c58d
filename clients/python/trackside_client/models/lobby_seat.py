from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lobby_seat_account_kind import LobbySeatAccountKind
from ..models.lobby_seat_state import LobbySeatState
from ..models.seat_kind import SeatKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="LobbySeat")


@_attrs_define
class LobbySeat:
    """A seat of a game waiting for its seats (never with a token).

    Attributes:
        seat (int):
        kind (SeatKind):
        state (LobbySeatState): While the game waits: open to any account, kept for the account invited to it, or taken
            (a plain seat is taken from the start).
        name (str | Unset):
        account (str | Unset):
        account_kind (LobbySeatAccountKind | Unset): The kind of the account holding (or invited to) the seat; the seat
            itself is a `human` one, played by the account's client (a `bot` seat is one the server's bots play).
        level (str | Unset):
    """

    seat: int
    kind: SeatKind
    state: LobbySeatState
    name: str | Unset = UNSET
    account: str | Unset = UNSET
    account_kind: LobbySeatAccountKind | Unset = UNSET
    level: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        state = self.state.value

        name = self.name

        account = self.account

        account_kind: str | Unset = UNSET
        if not isinstance(self.account_kind, Unset):
            account_kind = self.account_kind.value

        level = self.level

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "state": state,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if account is not UNSET:
            field_dict["account"] = account
        if account_kind is not UNSET:
            field_dict["account_kind"] = account_kind
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = SeatKind(d.pop("kind"))

        state = LobbySeatState(d.pop("state"))

        name = d.pop("name", UNSET)

        account = d.pop("account", UNSET)

        _account_kind = d.pop("account_kind", UNSET)
        account_kind: LobbySeatAccountKind | Unset
        if isinstance(_account_kind, Unset):
            account_kind = UNSET
        else:
            account_kind = LobbySeatAccountKind(_account_kind)

        level = d.pop("level", UNSET)

        lobby_seat = cls(
            seat=seat,
            kind=kind,
            state=state,
            name=name,
            account=account,
            account_kind=account_kind,
            level=level,
        )

        lobby_seat.additional_properties = d
        return lobby_seat

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
