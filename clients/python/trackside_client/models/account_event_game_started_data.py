from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.account_event_game_started_data_seats_item import AccountEventGameStartedDataSeatsItem


T = TypeVar("T", bound="AccountEventGameStartedData")


@_attrs_define
class AccountEventGameStartedData:
    """`game_started`: a game where the account holds a seat was created.

    Attributes:
        game (str):
        rules (str):
        seat (int): The account's seat at the game.
        seats (list[AccountEventGameStartedDataSeatsItem]):
    """

    game: str
    rules: str
    seat: int
    seats: list[AccountEventGameStartedDataSeatsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        rules = self.rules

        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "rules": rules,
                "seat": seat,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.account_event_game_started_data_seats_item import AccountEventGameStartedDataSeatsItem  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        rules = d.pop("rules")

        seat = d.pop("seat")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = AccountEventGameStartedDataSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        account_event_game_started_data = cls(
            game=game,
            rules=rules,
            seat=seat,
            seats=seats,
        )

        account_event_game_started_data.additional_properties = d
        return account_event_game_started_data

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
