from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.account_event_game_expired_data_seats_item import AccountEventGameExpiredDataSeatsItem


T = TypeVar("T", bound="AccountEventGameExpiredData")


@_attrs_define
class AccountEventGameExpiredData:
    """`game_expired`: a game the account was seated at or invited to waited for its seats past its deadline: it never
    starts.

        Attributes:
            game (str):
            rules (str):
            seat (int): The account's seat at the game.
            seats (list[AccountEventGameExpiredDataSeatsItem]):
            challenger (None | str): The account that made the challenge (null: a game made with seats to fill).
            created_at (str):
    """

    game: str
    rules: str
    seat: int
    seats: list[AccountEventGameExpiredDataSeatsItem]
    challenger: None | str
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        rules = self.rules

        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        challenger: None | str
        challenger = self.challenger

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "rules": rules,
                "seat": seat,
                "seats": seats,
                "challenger": challenger,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.account_event_game_expired_data_seats_item import AccountEventGameExpiredDataSeatsItem  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        rules = d.pop("rules")

        seat = d.pop("seat")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = AccountEventGameExpiredDataSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_challenger(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        challenger = _parse_challenger(d.pop("challenger"))

        created_at = d.pop("created_at")

        account_event_game_expired_data = cls(
            game=game,
            rules=rules,
            seat=seat,
            seats=seats,
            challenger=challenger,
            created_at=created_at,
        )

        account_event_game_expired_data.additional_properties = d
        return account_event_game_expired_data

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
