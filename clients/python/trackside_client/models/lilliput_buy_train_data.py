from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lilliput_buy_train_data_source import LilliputBuyTrainDataSource
from ..models.lilliput_company import LilliputCompany
from ..types import UNSET, Unset

T = TypeVar("T", bound="LilliputBuyTrainData")


@_attrs_define
class LilliputBuyTrainData:
    """
    Attributes:
        company (LilliputCompany):
        source (LilliputBuyTrainDataSource):
        train (None | str | Unset):
        seller (LilliputCompany | None | Unset):
        price (int | None | Unset):
    """

    company: LilliputCompany
    source: LilliputBuyTrainDataSource
    train: None | str | Unset = UNSET
    seller: LilliputCompany | None | Unset = UNSET
    price: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        company = self.company.value

        source = self.source.value

        train: None | str | Unset
        if isinstance(self.train, Unset):
            train = UNSET
        else:
            train = self.train

        seller: None | str | Unset
        if isinstance(self.seller, Unset):
            seller = UNSET
        elif isinstance(self.seller, LilliputCompany):
            seller = self.seller.value
        else:
            seller = self.seller

        price: int | None | Unset
        if isinstance(self.price, Unset):
            price = UNSET
        else:
            price = self.price

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company": company,
                "source": source,
            }
        )
        if train is not UNSET:
            field_dict["train"] = train
        if seller is not UNSET:
            field_dict["seller"] = seller
        if price is not UNSET:
            field_dict["price"] = price

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = LilliputCompany(d.pop("company"))

        source = LilliputBuyTrainDataSource(d.pop("source"))

        def _parse_train(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        train = _parse_train(d.pop("train", UNSET))

        def _parse_seller(data: object) -> LilliputCompany | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seller_type_0 = LilliputCompany(data)

                return seller_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LilliputCompany | None | Unset, data)

        seller = _parse_seller(d.pop("seller", UNSET))

        def _parse_price(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        price = _parse_price(d.pop("price", UNSET))

        lilliput_buy_train_data = cls(
            company=company,
            source=source,
            train=train,
            seller=seller,
            price=price,
        )

        return lilliput_buy_train_data
