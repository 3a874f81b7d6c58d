from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_level import BotLevel
from ..models.seat_kind import SeatKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="NewSeat")


@_attrs_define
class NewSeat:
    """
    Attributes:
        seat (int):
        name (str):
        kind (SeatKind):
        token (str): The seat's secret token: shown only here.
        level (BotLevel | Unset): A bot seat's strength (only with kind bot; default normal).
    """

    seat: int
    name: str
    kind: SeatKind
    token: str
    level: BotLevel | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        kind = self.kind.value

        token = self.token

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "kind": kind,
                "token": token,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        kind = SeatKind(d.pop("kind"))

        token = d.pop("token")

        _level = d.pop("level", UNSET)
        level: BotLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = BotLevel(_level)

        new_seat = cls(
            seat=seat,
            name=name,
            kind=kind,
            token=token,
            level=level,
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
