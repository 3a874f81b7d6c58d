from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_round_bonus_data_to import LilliputRoundBonusDataTo
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_round_bonus_data_split_item import LilliputRoundBonusDataSplitItem


T = TypeVar("T", bound="LilliputRoundBonusData")


@_attrs_define
class LilliputRoundBonusData:
    """
    Attributes:
        to (LilliputRoundBonusDataTo):
        split (list[LilliputRoundBonusDataSplitItem] | Unset):
    """

    to: LilliputRoundBonusDataTo
    split: list[LilliputRoundBonusDataSplitItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        to = self.to.value

        split: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.split, Unset):
            split = []
            for split_item_data in self.split:
                split_item = split_item_data.to_dict()
                split.append(split_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
            }
        )
        if split is not UNSET:
            field_dict["split"] = split

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_round_bonus_data_split_item import LilliputRoundBonusDataSplitItem  # noqa: PLC0415

        d = dict(src_dict)
        to = LilliputRoundBonusDataTo(d.pop("to"))

        _split = d.pop("split", UNSET)
        split: list[LilliputRoundBonusDataSplitItem] | Unset = UNSET
        if _split is not UNSET:
            split = []
            for split_item_data in _split:
                split_item = LilliputRoundBonusDataSplitItem.from_dict(split_item_data)

                split.append(split_item)

        lilliput_round_bonus_data = cls(
            to=to,
            split=split,
        )

        return lilliput_round_bonus_data
