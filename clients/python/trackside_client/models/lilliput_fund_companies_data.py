from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lilliput_fund_companies_data_split_item import LilliputFundCompaniesDataSplitItem


T = TypeVar("T", bound="LilliputFundCompaniesData")


@_attrs_define
class LilliputFundCompaniesData:
    """
    Attributes:
        split (list[LilliputFundCompaniesDataSplitItem]):
    """

    split: list[LilliputFundCompaniesDataSplitItem]

    def to_dict(self) -> dict[str, Any]:
        split = []
        for split_item_data in self.split:
            split_item = split_item_data.to_dict()
            split.append(split_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "split": split,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_fund_companies_data_split_item import LilliputFundCompaniesDataSplitItem  # noqa: PLC0415

        d = dict(src_dict)
        split = []
        _split = d.pop("split")
        for split_item_data in _split:
            split_item = LilliputFundCompaniesDataSplitItem.from_dict(split_item_data)

            split.append(split_item)

        lilliput_fund_companies_data = cls(
            split=split,
        )

        return lilliput_fund_companies_data
