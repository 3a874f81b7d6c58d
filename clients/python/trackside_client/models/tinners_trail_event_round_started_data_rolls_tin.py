from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TinnersTrailEventRoundStartedDataRollsTin")


@_attrs_define
class TinnersTrailEventRoundStartedDataRollsTin:
    """
    Attributes:
        column (int | Unset):
        dice (list[int] | Unset):
        modifier (int | Unset):
        total (int | Unset):
    """

    column: int | Unset = UNSET
    dice: list[int] | Unset = UNSET
    modifier: int | Unset = UNSET
    total: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        column = self.column

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        modifier = self.modifier

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if column is not UNSET:
            field_dict["column"] = column
        if dice is not UNSET:
            field_dict["dice"] = dice
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if total is not UNSET:
            field_dict["total"] = total

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        column = d.pop("column", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        modifier = d.pop("modifier", UNSET)

        total = d.pop("total", UNSET)

        tinners_trail_event_round_started_data_rolls_tin = cls(
            column=column,
            dice=dice,
            modifier=modifier,
            total=total,
        )

        tinners_trail_event_round_started_data_rolls_tin.additional_properties = d
        return tinners_trail_event_round_started_data_rolls_tin

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
