from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_level import BotLevel
from ..models.new_seat_account_kind import NewSeatAccountKind
from ..models.new_seat_state import NewSeatState
from ..models.seat_kind import SeatKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.new_seat_played_by import NewSeatPlayedBy


T = TypeVar("T", bound="NewSeat")


@_attrs_define
class NewSeat:
    """
    Attributes:
        seat (int):
        kind (SeatKind):
        name (str | Unset):
        level (BotLevel | Unset): A bot seat's strength (only with kind bot; default normal).
        played_by (NewSeatPlayedBy | Unset): A bot plays the seat now, and why.
        out (bool | Unset): The seat resigned or lost on time: it cannot win.
        account (str | Unset): The account holding (or invited to) the seat.
        account_kind (NewSeatAccountKind | Unset): The kind of the account holding (or invited to) the seat; the seat
            itself is a `human` one, played by the account's client (a `bot` seat is one the server's bots play).
        state (NewSeatState | Unset): While the game waits: open to any account, kept for the account invited to it, or
            taken (a plain seat is taken from the start).
        token (str | Unset): The seat's secret token: shown only here; none for a seat an account holds or may take (it
            joins for its token).
    """

    seat: int
    kind: SeatKind
    name: str | Unset = UNSET
    level: BotLevel | Unset = UNSET
    played_by: NewSeatPlayedBy | Unset = UNSET
    out: bool | Unset = UNSET
    account: str | Unset = UNSET
    account_kind: NewSeatAccountKind | Unset = UNSET
    state: NewSeatState | Unset = UNSET
    token: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        name = self.name

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        played_by: dict[str, Any] | Unset = UNSET
        if not isinstance(self.played_by, Unset):
            played_by = self.played_by.to_dict()

        out = self.out

        account = self.account

        account_kind: str | Unset = UNSET
        if not isinstance(self.account_kind, Unset):
            account_kind = self.account_kind.value

        state: str | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.value

        token = self.token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if level is not UNSET:
            field_dict["level"] = level
        if played_by is not UNSET:
            field_dict["played_by"] = played_by
        if out is not UNSET:
            field_dict["out"] = out
        if account is not UNSET:
            field_dict["account"] = account
        if account_kind is not UNSET:
            field_dict["account_kind"] = account_kind
        if state is not UNSET:
            field_dict["state"] = state
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.new_seat_played_by import NewSeatPlayedBy  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        kind = SeatKind(d.pop("kind"))

        name = d.pop("name", UNSET)

        _level = d.pop("level", UNSET)
        level: BotLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = BotLevel(_level)

        _played_by = d.pop("played_by", UNSET)
        played_by: NewSeatPlayedBy | Unset
        if isinstance(_played_by, Unset):
            played_by = UNSET
        else:
            played_by = NewSeatPlayedBy.from_dict(_played_by)

        out = d.pop("out", UNSET)

        account = d.pop("account", UNSET)

        _account_kind = d.pop("account_kind", UNSET)
        account_kind: NewSeatAccountKind | Unset
        if isinstance(_account_kind, Unset):
            account_kind = UNSET
        else:
            account_kind = NewSeatAccountKind(_account_kind)

        _state = d.pop("state", UNSET)
        state: NewSeatState | Unset
        if isinstance(_state, Unset):
            state = UNSET
        else:
            state = NewSeatState(_state)

        token = d.pop("token", UNSET)

        new_seat = cls(
            seat=seat,
            kind=kind,
            name=name,
            level=level,
            played_by=played_by,
            out=out,
            account=account,
            account_kind=account_kind,
            state=state,
            token=token,
        )

        new_seat.additional_properties = d
        return new_seat

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
