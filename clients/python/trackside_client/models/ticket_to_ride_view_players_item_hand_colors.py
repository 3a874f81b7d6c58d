from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TicketToRideViewPlayersItemHandColors")


@_attrs_define
class TicketToRideViewPlayersItemHandColors:
    """
    Attributes:
        black (int | Unset):
        blue (int | Unset):
        green (int | Unset):
        locomotive (int | Unset):
        orange (int | Unset):
        purple (int | Unset):
        red (int | Unset):
        white (int | Unset):
        yellow (int | Unset):
    """

    black: int | Unset = UNSET
    blue: int | Unset = UNSET
    green: int | Unset = UNSET
    locomotive: int | Unset = UNSET
    orange: int | Unset = UNSET
    purple: int | Unset = UNSET
    red: int | Unset = UNSET
    white: int | Unset = UNSET
    yellow: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        black = self.black

        blue = self.blue

        green = self.green

        locomotive = self.locomotive

        orange = self.orange

        purple = self.purple

        red = self.red

        white = self.white

        yellow = self.yellow

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if black is not UNSET:
            field_dict["black"] = black
        if blue is not UNSET:
            field_dict["blue"] = blue
        if green is not UNSET:
            field_dict["green"] = green
        if locomotive is not UNSET:
            field_dict["locomotive"] = locomotive
        if orange is not UNSET:
            field_dict["orange"] = orange
        if purple is not UNSET:
            field_dict["purple"] = purple
        if red is not UNSET:
            field_dict["red"] = red
        if white is not UNSET:
            field_dict["white"] = white
        if yellow is not UNSET:
            field_dict["yellow"] = yellow

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        black = d.pop("black", UNSET)

        blue = d.pop("blue", UNSET)

        green = d.pop("green", UNSET)

        locomotive = d.pop("locomotive", UNSET)

        orange = d.pop("orange", UNSET)

        purple = d.pop("purple", UNSET)

        red = d.pop("red", UNSET)

        white = d.pop("white", UNSET)

        yellow = d.pop("yellow", UNSET)

        ticket_to_ride_view_players_item_hand_colors = cls(
            black=black,
            blue=blue,
            green=green,
            locomotive=locomotive,
            orange=orange,
            purple=purple,
            red=red,
            white=white,
            yellow=yellow,
        )

        ticket_to_ride_view_players_item_hand_colors.additional_properties = d
        return ticket_to_ride_view_players_item_hand_colors

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
