from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LilliputEventGameSetUpDataOptions")


@_attrs_define
class LilliputEventGameSetUpDataOptions:
    """
    Attributes:
        advanced (bool):
        landscape (list[Any]):
        two_characters (bool):
        variant (None | str):
    """

    advanced: bool
    landscape: list[Any]
    two_characters: bool
    variant: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        advanced = self.advanced

        landscape = self.landscape

        two_characters = self.two_characters

        variant: None | str
        variant = self.variant

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "advanced": advanced,
                "landscape": landscape,
                "two_characters": two_characters,
                "variant": variant,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        advanced = d.pop("advanced")

        landscape = cast(list[Any], d.pop("landscape"))

        two_characters = d.pop("two_characters")

        def _parse_variant(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant = _parse_variant(d.pop("variant"))

        lilliput_event_game_set_up_data_options = cls(
            advanced=advanced,
            landscape=landscape,
            two_characters=two_characters,
            variant=variant,
        )

        lilliput_event_game_set_up_data_options.additional_properties = d
        return lilliput_event_game_set_up_data_options

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
