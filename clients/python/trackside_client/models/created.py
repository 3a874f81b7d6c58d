from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.challenge import Challenge
    from ..models.game_summary import GameSummary
    from ..models.new_seat import NewSeat


T = TypeVar("T", bound="Created")


@_attrs_define
class Created:
    """
    Attributes:
        game (GameSummary):
        seats (list[NewSeat]):
        challenge (Challenge | Unset):
    """

    game: GameSummary
    seats: list[NewSeat]
    challenge: Challenge | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        challenge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.challenge, Unset):
            challenge = self.challenge.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "seats": seats,
            }
        )
        if challenge is not UNSET:
            field_dict["challenge"] = challenge

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge import Challenge  # noqa: PLC0415
        from ..models.game_summary import GameSummary  # noqa: PLC0415
        from ..models.new_seat import NewSeat  # noqa: PLC0415

        d = dict(src_dict)
        game = GameSummary.from_dict(d.pop("game"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = NewSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        _challenge = d.pop("challenge", UNSET)
        challenge: Challenge | Unset
        if isinstance(_challenge, Unset):
            challenge = UNSET
        else:
            challenge = Challenge.from_dict(_challenge)

        created = cls(
            game=game,
            seats=seats,
            challenge=challenge,
        )

        created.additional_properties = d
        return created

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
