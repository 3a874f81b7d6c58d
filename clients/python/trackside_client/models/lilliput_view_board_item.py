from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewBoardItem")


@_attrs_define
class LilliputViewBoardItem:
    """
    Attributes:
        colour (str | Unset):
        home (None | str | Unset):
        kind (str | Unset):
        rotation (int | Unset):
        slots (int | Unset):
        square (str | Unset):
        tile (str | Unset):
        tokens (list[str] | Unset):
        track (list[list[int | str]] | Unset):
        value (int | Unset):
    """

    colour: str | Unset = UNSET
    home: None | str | Unset = UNSET
    kind: str | Unset = UNSET
    rotation: int | Unset = UNSET
    slots: int | Unset = UNSET
    square: str | Unset = UNSET
    tile: str | Unset = UNSET
    tokens: list[str] | Unset = UNSET
    track: list[list[int | str]] | Unset = UNSET
    value: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        home: None | str | Unset
        if isinstance(self.home, Unset):
            home = UNSET
        else:
            home = self.home

        kind = self.kind

        rotation = self.rotation

        slots = self.slots

        square = self.square

        tile = self.tile

        tokens: list[str] | Unset = UNSET
        if not isinstance(self.tokens, Unset):
            tokens = self.tokens

        track: list[list[int | str]] | Unset = UNSET
        if not isinstance(self.track, Unset):
            track = []
            for track_item_data in self.track:
                track_item = []
                for track_item_item_data in track_item_data:
                    track_item_item: int | str
                    track_item_item = track_item_item_data
                    track_item.append(track_item_item)

                track.append(track_item)

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if colour is not UNSET:
            field_dict["colour"] = colour
        if home is not UNSET:
            field_dict["home"] = home
        if kind is not UNSET:
            field_dict["kind"] = kind
        if rotation is not UNSET:
            field_dict["rotation"] = rotation
        if slots is not UNSET:
            field_dict["slots"] = slots
        if square is not UNSET:
            field_dict["square"] = square
        if tile is not UNSET:
            field_dict["tile"] = tile
        if tokens is not UNSET:
            field_dict["tokens"] = tokens
        if track is not UNSET:
            field_dict["track"] = track
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = d.pop("colour", UNSET)

        def _parse_home(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        home = _parse_home(d.pop("home", UNSET))

        kind = d.pop("kind", UNSET)

        rotation = d.pop("rotation", UNSET)

        slots = d.pop("slots", UNSET)

        square = d.pop("square", UNSET)

        tile = d.pop("tile", UNSET)

        tokens = cast(list[str], d.pop("tokens", UNSET))

        _track = d.pop("track", UNSET)
        track: list[list[int | str]] | Unset = UNSET
        if _track is not UNSET:
            track = []
            for track_item_data in _track:
                track_item = []
                _track_item = track_item_data
                for track_item_item_data in _track_item:

                    def _parse_track_item_item(data: object) -> int | str:
                        return cast(int | str, data)

                    track_item_item = _parse_track_item_item(track_item_item_data)

                    track_item.append(track_item_item)

                track.append(track_item)

        value = d.pop("value", UNSET)

        lilliput_view_board_item = cls(
            colour=colour,
            home=home,
            kind=kind,
            rotation=rotation,
            slots=slots,
            square=square,
            tile=tile,
            tokens=tokens,
            track=track,
            value=value,
        )

        lilliput_view_board_item.additional_properties = d
        return lilliput_view_board_item

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
