from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputViewOperatingType1TrackGraphCentersItem")


@_attrs_define
class LilliputViewOperatingType1TrackGraphCentersItem:
    """
    Attributes:
        hex_ (str | Unset):
        id (str | Unset):
        kind (str | Unset):
        slots (int | Unset):
        terminal (bool | Unset):
        tokens (list[Any] | Unset):
        value (int | Unset):
    """

    hex_: str | Unset = UNSET
    id: str | Unset = UNSET
    kind: str | Unset = UNSET
    slots: int | Unset = UNSET
    terminal: bool | Unset = UNSET
    tokens: list[Any] | Unset = UNSET
    value: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_

        id = self.id

        kind = self.kind

        slots = self.slots

        terminal = self.terminal

        tokens: list[Any] | Unset = UNSET
        if not isinstance(self.tokens, Unset):
            tokens = self.tokens

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if hex_ is not UNSET:
            field_dict["hex"] = hex_
        if id is not UNSET:
            field_dict["id"] = id
        if kind is not UNSET:
            field_dict["kind"] = kind
        if slots is not UNSET:
            field_dict["slots"] = slots
        if terminal is not UNSET:
            field_dict["terminal"] = terminal
        if tokens is not UNSET:
            field_dict["tokens"] = tokens
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = d.pop("hex", UNSET)

        id = d.pop("id", UNSET)

        kind = d.pop("kind", UNSET)

        slots = d.pop("slots", UNSET)

        terminal = d.pop("terminal", UNSET)

        tokens = cast(list[Any], d.pop("tokens", UNSET))

        value = d.pop("value", UNSET)

        lilliput_view_operating_type_1_track_graph_centers_item = cls(
            hex_=hex_,
            id=id,
            kind=kind,
            slots=slots,
            terminal=terminal,
            tokens=tokens,
            value=value,
        )

        lilliput_view_operating_type_1_track_graph_centers_item.additional_properties = d
        return lilliput_view_operating_type_1_track_graph_centers_item

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
