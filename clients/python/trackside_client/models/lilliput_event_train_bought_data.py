from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LilliputEventTrainBoughtData")


@_attrs_define
class LilliputEventTrainBoughtData:
    """
    Attributes:
        company (str):
        context (str):
        director_paid (int):
        price (int):
        seller (None | str):
        source (str):
        train (str):
    """

    company: str
    context: str
    director_paid: int
    price: int
    seller: None | str
    source: str
    train: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        context = self.context

        director_paid = self.director_paid

        price = self.price

        seller: None | str
        seller = self.seller

        source = self.source

        train = self.train

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company": company,
                "context": context,
                "director_paid": director_paid,
                "price": price,
                "seller": seller,
                "source": source,
                "train": train,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = d.pop("company")

        context = d.pop("context")

        director_paid = d.pop("director_paid")

        price = d.pop("price")

        def _parse_seller(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seller = _parse_seller(d.pop("seller"))

        source = d.pop("source")

        train = d.pop("train")

        lilliput_event_train_bought_data = cls(
            company=company,
            context=context,
            director_paid=director_paid,
            price=price,
            seller=seller,
            source=source,
            train=train,
        )

        lilliput_event_train_bought_data.additional_properties = d
        return lilliput_event_train_bought_data

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
