from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ImportGame")


@_attrs_define
class ImportGame:
    """
    Attributes:
        rules (str):
        rules_version (str):
        seed_commitment (str):
    """

    rules: str
    rules_version: str
    seed_commitment: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rules = self.rules

        rules_version = self.rules_version

        seed_commitment = self.seed_commitment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rules": rules,
                "rules_version": rules_version,
                "seed_commitment": seed_commitment,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rules = d.pop("rules")

        rules_version = d.pop("rules_version")

        seed_commitment = d.pop("seed_commitment")

        import_game = cls(
            rules=rules,
            rules_version=rules_version,
            seed_commitment=seed_commitment,
        )

        import_game.additional_properties = d
        return import_game

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
