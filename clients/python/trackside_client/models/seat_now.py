from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_level import BotLevel
from ..models.seat_kind import SeatKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_now_played_by import SeatNowPlayedBy


T = TypeVar("T", bound="SeatNow")


@_attrs_define
class SeatNow:
    """
    Attributes:
        seat (int):
        name (str):
        kind (SeatKind):
        level (BotLevel | Unset): A bot seat's strength (only with kind bot; default normal).
        played_by (SeatNowPlayedBy | Unset): A bot plays the seat now, and why.
        out (bool | Unset): The seat resigned or lost on time: it cannot win.
    """

    seat: int
    name: str
    kind: SeatKind
    level: BotLevel | Unset = UNSET
    played_by: SeatNowPlayedBy | Unset = UNSET
    out: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        kind = self.kind.value

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        played_by: dict[str, Any] | Unset = UNSET
        if not isinstance(self.played_by, Unset):
            played_by = self.played_by.to_dict()

        out = self.out

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "kind": kind,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level
        if played_by is not UNSET:
            field_dict["played_by"] = played_by
        if out is not UNSET:
            field_dict["out"] = out

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_now_played_by import SeatNowPlayedBy  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        kind = SeatKind(d.pop("kind"))

        _level = d.pop("level", UNSET)
        level: BotLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = BotLevel(_level)

        _played_by = d.pop("played_by", UNSET)
        played_by: SeatNowPlayedBy | Unset
        if isinstance(_played_by, Unset):
            played_by = UNSET
        else:
            played_by = SeatNowPlayedBy.from_dict(_played_by)

        out = d.pop("out", UNSET)

        seat_now = cls(
            seat=seat,
            name=name,
            kind=kind,
            level=level,
            played_by=played_by,
            out=out,
        )

        seat_now.additional_properties = d
        return seat_now

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
