from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ticket_to_ride_view_result_type_1_players_item import TicketToRideViewResultType1PlayersItem


T = TypeVar("T", bound="TicketToRideViewResultType1")


@_attrs_define
class TicketToRideViewResultType1:
    """
    Attributes:
        longest_path_holders (list[int]):
        longest_path_length (int):
        players (list[TicketToRideViewResultType1PlayersItem]):
        winner (int):
        winners (list[int]):
    """

    longest_path_holders: list[int]
    longest_path_length: int
    players: list[TicketToRideViewResultType1PlayersItem]
    winner: int
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        longest_path_holders = self.longest_path_holders

        longest_path_length = self.longest_path_length

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        winner = self.winner

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "longest_path_holders": longest_path_holders,
                "longest_path_length": longest_path_length,
                "players": players,
                "winner": winner,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket_to_ride_view_result_type_1_players_item import TicketToRideViewResultType1PlayersItem  # noqa: PLC0415

        d = dict(src_dict)
        longest_path_holders = cast(list[int], d.pop("longest_path_holders"))

        longest_path_length = d.pop("longest_path_length")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = TicketToRideViewResultType1PlayersItem.from_dict(players_item_data)

            players.append(players_item)

        winner = d.pop("winner")

        winners = cast(list[int], d.pop("winners"))

        ticket_to_ride_view_result_type_1 = cls(
            longest_path_holders=longest_path_holders,
            longest_path_length=longest_path_length,
            players=players,
            winner=winner,
            winners=winners,
        )

        ticket_to_ride_view_result_type_1.additional_properties = d
        return ticket_to_ride_view_result_type_1

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
