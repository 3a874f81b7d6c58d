from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TinnersTrailEventAuctionStartedData")


@_attrs_define
class TinnersTrailEventAuctionStartedData:
    """
    Attributes:
        area (str):
        bid (int):
        bidders (list[int]):
        turn (int | None):
    """

    area: str
    bid: int
    bidders: list[int]
    turn: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        bid = self.bid

        bidders = self.bidders

        turn: int | None
        turn = self.turn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "area": area,
                "bid": bid,
                "bidders": bidders,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        bid = d.pop("bid")

        bidders = cast(list[int], d.pop("bidders"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        tinners_trail_event_auction_started_data = cls(
            area=area,
            bid=bid,
            bidders=bidders,
            turn=turn,
        )

        tinners_trail_event_auction_started_data.additional_properties = d
        return tinners_trail_event_auction_started_data

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
