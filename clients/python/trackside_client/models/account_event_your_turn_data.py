from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AccountEventYourTurnData")


@_attrs_define
class AccountEventYourTurnData:
    """`your_turn`: the seat must act (again, when a turn takes several commands): ask its legal commands with the account
    key.

        Attributes:
            game (str):
            rules (str):
            seat (int): The account's seat at the game.
            version (int): The game's version when told.
            clock (int | None): The seat's time left (ms) when told; null without a clock.
    """

    game: str
    rules: str
    seat: int
    version: int
    clock: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        rules = self.rules

        seat = self.seat

        version = self.version

        clock: int | None
        clock = self.clock

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "rules": rules,
                "seat": seat,
                "version": version,
                "clock": clock,
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

        def _parse_clock(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        clock = _parse_clock(d.pop("clock"))

        account_event_your_turn_data = cls(
            game=game,
            rules=rules,
            seat=seat,
            version=version,
            clock=clock,
        )

        account_event_your_turn_data.additional_properties = d
        return account_event_your_turn_data

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
