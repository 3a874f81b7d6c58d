from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AccountEventGameFinishedData")


@_attrs_define
class AccountEventGameFinishedData:
    """`game_finished`.

    Attributes:
        game (str):
        rules (str):
        seat (int): The account's seat at the game.
        scores (list[int] | None):
        winners (list[int]):
        place (int): The seat's place, 1 for the winners.
    """

    game: str
    rules: str
    seat: int
    scores: list[int] | None
    winners: list[int]
    place: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        rules = self.rules

        seat = self.seat

        scores: list[int] | None
        if isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        winners = self.winners

        place = self.place

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "rules": rules,
                "seat": seat,
                "scores": scores,
                "winners": winners,
                "place": place,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        rules = d.pop("rules")

        seat = d.pop("seat")

        def _parse_scores(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        scores = _parse_scores(d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        place = d.pop("place")

        account_event_game_finished_data = cls(
            game=game,
            rules=rules,
            seat=seat,
            scores=scores,
            winners=winners,
            place=place,
        )

        account_event_game_finished_data.additional_properties = d
        return account_event_game_finished_data

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
