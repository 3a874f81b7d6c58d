from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetAccountResponse200RatingsAdditionalProperty")


@_attrs_define
class GetAccountResponse200RatingsAdditionalProperty:
    """
    Attributes:
        ordinal (float): The conservative rating the leaderboard orders by: mu - 3 sigma (0 for a newcomer).
        mu (float): The estimated skill (openskill Plackett-Luce; a newcomer's is 25).
        sigma (float): Its uncertainty (a newcomer's is 25/3); it shrinks with each game.
        games (int): Rated games played in the title.
        place (int): Its place on the title's leaderboard.
    """

    ordinal: float
    mu: float
    sigma: float
    games: int
    place: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ordinal = self.ordinal

        mu = self.mu

        sigma = self.sigma

        games = self.games

        place = self.place

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ordinal": ordinal,
                "mu": mu,
                "sigma": sigma,
                "games": games,
                "place": place,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ordinal = d.pop("ordinal")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        place = d.pop("place")

        get_account_response_200_ratings_additional_property = cls(
            ordinal=ordinal,
            mu=mu,
            sigma=sigma,
            games=games,
            place=place,
        )

        get_account_response_200_ratings_additional_property.additional_properties = d
        return get_account_response_200_ratings_additional_property

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
