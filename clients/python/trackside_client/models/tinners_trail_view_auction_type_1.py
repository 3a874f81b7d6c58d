from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TinnersTrailViewAuctionType1")


@_attrs_define
class TinnersTrailViewAuctionType1:
    """
    Attributes:
        area (str):
        bidders (list[int]):
        high (int):
        leader (int):
        turn (int | None):
    """

    area: str
    bidders: list[int]
    high: int
    leader: int
    turn: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        bidders = self.bidders

        high = self.high

        leader = self.leader

        turn: int | None
        turn = self.turn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "area": area,
                "bidders": bidders,
                "high": high,
                "leader": leader,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        bidders = cast(list[int], d.pop("bidders"))

        high = d.pop("high")

        leader = d.pop("leader")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        tinners_trail_view_auction_type_1 = cls(
            area=area,
            bidders=bidders,
            high=high,
            leader=leader,
            turn=turn,
        )

        tinners_trail_view_auction_type_1.additional_properties = d
        return tinners_trail_view_auction_type_1

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
