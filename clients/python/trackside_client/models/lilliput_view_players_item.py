from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_view_players_item_shares import LilliputViewPlayersItemShares


T = TypeVar("T", bound="LilliputViewPlayersItem")


@_attrs_define
class LilliputViewPlayersItem:
    """
    Attributes:
        cash (int | Unset):
        character_tiles (list[str] | Unset):
        characters (list[str] | Unset):
        dimens_land (int | Unset):
        seat (int | Unset):
        shares (LilliputViewPlayersItemShares | Unset):
    """

    cash: int | Unset = UNSET
    character_tiles: list[str] | Unset = UNSET
    characters: list[str] | Unset = UNSET
    dimens_land: int | Unset = UNSET
    seat: int | Unset = UNSET
    shares: LilliputViewPlayersItemShares | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cash = self.cash

        character_tiles: list[str] | Unset = UNSET
        if not isinstance(self.character_tiles, Unset):
            character_tiles = self.character_tiles

        characters: list[str] | Unset = UNSET
        if not isinstance(self.characters, Unset):
            characters = self.characters

        dimens_land = self.dimens_land

        seat = self.seat

        shares: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shares, Unset):
            shares = self.shares.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if cash is not UNSET:
            field_dict["cash"] = cash
        if character_tiles is not UNSET:
            field_dict["character_tiles"] = character_tiles
        if characters is not UNSET:
            field_dict["characters"] = characters
        if dimens_land is not UNSET:
            field_dict["dimens_land"] = dimens_land
        if seat is not UNSET:
            field_dict["seat"] = seat
        if shares is not UNSET:
            field_dict["shares"] = shares

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_view_players_item_shares import LilliputViewPlayersItemShares  # noqa: PLC0415

        d = dict(src_dict)
        cash = d.pop("cash", UNSET)

        character_tiles = cast(list[str], d.pop("character_tiles", UNSET))

        characters = cast(list[str], d.pop("characters", UNSET))

        dimens_land = d.pop("dimens_land", UNSET)

        seat = d.pop("seat", UNSET)

        _shares = d.pop("shares", UNSET)
        shares: LilliputViewPlayersItemShares | Unset
        if isinstance(_shares, Unset):
            shares = UNSET
        else:
            shares = LilliputViewPlayersItemShares.from_dict(_shares)

        lilliput_view_players_item = cls(
            cash=cash,
            character_tiles=character_tiles,
            characters=characters,
            dimens_land=dimens_land,
            seat=seat,
            shares=shares,
        )

        lilliput_view_players_item.additional_properties = d
        return lilliput_view_players_item

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
