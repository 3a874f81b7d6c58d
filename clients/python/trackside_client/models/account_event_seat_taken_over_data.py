from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.account_event_seat_taken_over_data_reason import AccountEventSeatTakenOverDataReason

T = TypeVar("T", bound="AccountEventSeatTakenOverData")


@_attrs_define
class AccountEventSeatTakenOverData:
    """`seat_taken_over`: a server bot plays the seat from now on.

    Attributes:
        game (str):
        rules (str):
        seat (int): The account's seat at the game.
        version (int):
        reason (AccountEventSeatTakenOverDataReason):
    """

    game: str
    rules: str
    seat: int
    version: int
    reason: AccountEventSeatTakenOverDataReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        rules = self.rules

        seat = self.seat

        version = self.version

        reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "rules": rules,
                "seat": seat,
                "version": version,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        rules = d.pop("rules")

        seat = d.pop("seat")

        version = d.pop("version")

        reason = AccountEventSeatTakenOverDataReason(d.pop("reason"))

        account_event_seat_taken_over_data = cls(
            game=game,
            rules=rules,
            seat=seat,
            version=version,
            reason=reason,
        )

        account_event_seat_taken_over_data.additional_properties = d
        return account_event_seat_taken_over_data

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
