from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TournamentRoundsItemTablesItemResultType1Item")


@_attrs_define
class TournamentRoundsItemTablesItemResultType1Item:
    """`flags`: `bot` where a bot played the seat at the end (a takeover: a clock that ran out, a seat handed over or
    resigned).

        Attributes:
            player (str):
            score (float):
            place (int):
            flags (list[str]):
    """

    player: str
    score: float
    place: int
    flags: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        score = self.score

        place = self.place

        flags = self.flags

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "score": score,
                "place": place,
                "flags": flags,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        score = d.pop("score")

        place = d.pop("place")

        flags = cast(list[str], d.pop("flags"))

        tournament_rounds_item_tables_item_result_type_1_item = cls(
            player=player,
            score=score,
            place=place,
            flags=flags,
        )

        tournament_rounds_item_tables_item_result_type_1_item.additional_properties = d
        return tournament_rounds_item_tables_item_result_type_1_item

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
