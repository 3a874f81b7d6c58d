from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LeaderboardResponse200RatingsItem")


@_attrs_define
class LeaderboardResponse200RatingsItem:
    """
    Attributes:
        ordinal (float): The conservative rating the leaderboard orders by: mu - 3 sigma (0 for a newcomer).
        mu (float): The estimated skill (openskill Plackett-Luce; a newcomer's is 25).
        sigma (float): Its uncertainty (a newcomer's is 25/3); it shrinks with each game.
        games (int): Rated games played in the title.
        place (int): Its place on the title's leaderboard.
        rated_as (str): Who is rated: an account's id, `bot:<level>` (the server's bots at a level) or
            `automa[:<level>]`.
        account (str | Unset):
        name (None | str | Unset): The account's name.
        bot (str | Unset):
        automa (None | str | Unset):
    """

    ordinal: float
    mu: float
    sigma: float
    games: int
    place: int
    rated_as: str
    account: str | Unset = UNSET
    name: None | str | Unset = UNSET
    bot: str | Unset = UNSET
    automa: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ordinal = self.ordinal

        mu = self.mu

        sigma = self.sigma

        games = self.games

        place = self.place

        rated_as = self.rated_as

        account = self.account

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        bot = self.bot

        automa: None | str | Unset
        if isinstance(self.automa, Unset):
            automa = UNSET
        else:
            automa = self.automa

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ordinal": ordinal,
                "mu": mu,
                "sigma": sigma,
                "games": games,
                "place": place,
                "rated_as": rated_as,
            }
        )
        if account is not UNSET:
            field_dict["account"] = account
        if name is not UNSET:
            field_dict["name"] = name
        if bot is not UNSET:
            field_dict["bot"] = bot
        if automa is not UNSET:
            field_dict["automa"] = automa

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ordinal = d.pop("ordinal")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        place = d.pop("place")

        rated_as = d.pop("rated_as")

        account = d.pop("account", UNSET)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        bot = d.pop("bot", UNSET)

        def _parse_automa(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        automa = _parse_automa(d.pop("automa", UNSET))

        leaderboard_response_200_ratings_item = cls(
            ordinal=ordinal,
            mu=mu,
            sigma=sigma,
            games=games,
            place=place,
            rated_as=rated_as,
            account=account,
            name=name,
            bot=bot,
            automa=automa,
        )

        leaderboard_response_200_ratings_item.additional_properties = d
        return leaderboard_response_200_ratings_item

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
