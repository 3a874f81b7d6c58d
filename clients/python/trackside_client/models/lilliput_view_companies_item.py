from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_view_companies_item_trains_item import LilliputViewCompaniesItemTrainsItem


T = TypeVar("T", bound="LilliputViewCompaniesItem")


@_attrs_define
class LilliputViewCompaniesItem:
    """
    Attributes:
        bank_shares (int | Unset):
        id (str | Unset):
        last_income (int | None | Unset):
        market_field (list[int | str] | Unset):
        name (str | Unset):
        president (int | Unset):
        share_price (int | Unset):
        tokens (list[str] | Unset):
        tokens_left (int | Unset):
        trains (list[LilliputViewCompaniesItemTrainsItem] | Unset):
        treasury (int | Unset):
    """

    bank_shares: int | Unset = UNSET
    id: str | Unset = UNSET
    last_income: int | None | Unset = UNSET
    market_field: list[int | str] | Unset = UNSET
    name: str | Unset = UNSET
    president: int | Unset = UNSET
    share_price: int | Unset = UNSET
    tokens: list[str] | Unset = UNSET
    tokens_left: int | Unset = UNSET
    trains: list[LilliputViewCompaniesItemTrainsItem] | Unset = UNSET
    treasury: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bank_shares = self.bank_shares

        id = self.id

        last_income: int | None | Unset
        if isinstance(self.last_income, Unset):
            last_income = UNSET
        else:
            last_income = self.last_income

        market_field: list[int | str] | Unset = UNSET
        if not isinstance(self.market_field, Unset):
            market_field = []
            for market_field_item_data in self.market_field:
                market_field_item: int | str
                market_field_item = market_field_item_data
                market_field.append(market_field_item)

        name = self.name

        president = self.president

        share_price = self.share_price

        tokens: list[str] | Unset = UNSET
        if not isinstance(self.tokens, Unset):
            tokens = self.tokens

        tokens_left = self.tokens_left

        trains: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trains, Unset):
            trains = []
            for trains_item_data in self.trains:
                trains_item = trains_item_data.to_dict()
                trains.append(trains_item)

        treasury = self.treasury

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if bank_shares is not UNSET:
            field_dict["bank_shares"] = bank_shares
        if id is not UNSET:
            field_dict["id"] = id
        if last_income is not UNSET:
            field_dict["last_income"] = last_income
        if market_field is not UNSET:
            field_dict["market_field"] = market_field
        if name is not UNSET:
            field_dict["name"] = name
        if president is not UNSET:
            field_dict["president"] = president
        if share_price is not UNSET:
            field_dict["share_price"] = share_price
        if tokens is not UNSET:
            field_dict["tokens"] = tokens
        if tokens_left is not UNSET:
            field_dict["tokens_left"] = tokens_left
        if trains is not UNSET:
            field_dict["trains"] = trains
        if treasury is not UNSET:
            field_dict["treasury"] = treasury

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_view_companies_item_trains_item import LilliputViewCompaniesItemTrainsItem  # noqa: PLC0415

        d = dict(src_dict)
        bank_shares = d.pop("bank_shares", UNSET)

        id = d.pop("id", UNSET)

        def _parse_last_income(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_income = _parse_last_income(d.pop("last_income", UNSET))

        _market_field = d.pop("market_field", UNSET)
        market_field: list[int | str] | Unset = UNSET
        if _market_field is not UNSET:
            market_field = []
            for market_field_item_data in _market_field:

                def _parse_market_field_item(data: object) -> int | str:
                    return cast(int | str, data)

                market_field_item = _parse_market_field_item(market_field_item_data)

                market_field.append(market_field_item)

        name = d.pop("name", UNSET)

        president = d.pop("president", UNSET)

        share_price = d.pop("share_price", UNSET)

        tokens = cast(list[str], d.pop("tokens", UNSET))

        tokens_left = d.pop("tokens_left", UNSET)

        _trains = d.pop("trains", UNSET)
        trains: list[LilliputViewCompaniesItemTrainsItem] | Unset = UNSET
        if _trains is not UNSET:
            trains = []
            for trains_item_data in _trains:
                trains_item = LilliputViewCompaniesItemTrainsItem.from_dict(trains_item_data)

                trains.append(trains_item)

        treasury = d.pop("treasury", UNSET)

        lilliput_view_companies_item = cls(
            bank_shares=bank_shares,
            id=id,
            last_income=last_income,
            market_field=market_field,
            name=name,
            president=president,
            share_price=share_price,
            tokens=tokens,
            tokens_left=tokens_left,
            trains=trains,
            treasury=treasury,
        )

        lilliput_view_companies_item.additional_properties = d
        return lilliput_view_companies_item

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
