from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.leaderboard_response_200_ratings_item import LeaderboardResponse200RatingsItem


T = TypeVar("T", bound="LeaderboardResponse200")


@_attrs_define
class LeaderboardResponse200:
    """
    Attributes:
        rules (str):
        total (int):
        next_cursor (None | str):
        ratings (list[LeaderboardResponse200RatingsItem]):
    """

    rules: str
    total: int
    next_cursor: None | str
    ratings: list[LeaderboardResponse200RatingsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rules = self.rules

        total = self.total

        next_cursor: None | str
        next_cursor = self.next_cursor

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rules": rules,
                "total": total,
                "next_cursor": next_cursor,
                "ratings": ratings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_response_200_ratings_item import LeaderboardResponse200RatingsItem  # noqa: PLC0415

        d = dict(src_dict)
        rules = d.pop("rules")

        total = d.pop("total")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = LeaderboardResponse200RatingsItem.from_dict(ratings_item_data)

            ratings.append(ratings_item)

        leaderboard_response_200 = cls(
            rules=rules,
            total=total,
            next_cursor=next_cursor,
            ratings=ratings,
        )

        leaderboard_response_200.additional_properties = d
        return leaderboard_response_200

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
