from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lilliput_company import LilliputCompany

T = TypeVar("T", bound="LilliputReturnTrainData")


@_attrs_define
class LilliputReturnTrainData:
    """
    Attributes:
        company (LilliputCompany):
        train (str):
    """

    company: LilliputCompany
    train: str

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        train = self.train

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "train": train,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        train = d.pop("train")

        lilliput_return_train_data = cls(
            company=company,
            train=train,
        )

        return lilliput_return_train_data
