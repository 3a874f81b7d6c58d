from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.railroad_ink_event_dice_rolled_data import RailroadInkEventDiceRolledData


T = TypeVar("T", bound="RailroadInkEventDiceRolled")


@_attrs_define
class RailroadInkEventDiceRolled:
    """Railroad Ink: the `dice_rolled` event.

    Attributes:
        version (int):
        type_ (Literal['dice_rolled']):
        seat (int | None):
        turn (int):
        round_ (int):
        data (RailroadInkEventDiceRolledData):
        at (datetime.datetime):
    """

    version: int
    type_: Literal["dice_rolled"]
    seat: int | None
    turn: int
    round_: int
    data: RailroadInkEventDiceRolledData
    at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        type_ = self.type_

        seat: int | None
        seat = self.seat

        turn = self.turn

        round_ = self.round_

        data = self.data.to_dict()

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "type": type_,
                "seat": seat,
                "turn": turn,
                "round": round_,
                "data": data,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.railroad_ink_event_dice_rolled_data import RailroadInkEventDiceRolledData  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        type_ = cast(Literal["dice_rolled"], d.pop("type"))
        if type_ != "dice_rolled":
            raise ValueError(f"type must match const 'dice_rolled', got '{type_}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        turn = d.pop("turn")

        round_ = d.pop("round")

        data = RailroadInkEventDiceRolledData.from_dict(d.pop("data"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        railroad_ink_event_dice_rolled = cls(
            version=version,
            type_=type_,
            seat=seat,
            turn=turn,
            round_=round_,
            data=data,
            at=at,
        )

        railroad_ink_event_dice_rolled.additional_properties = d
        return railroad_ink_event_dice_rolled

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
