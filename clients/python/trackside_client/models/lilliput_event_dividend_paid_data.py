from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lilliput_event_dividend_paid_data_payouts import LilliputEventDividendPaidDataPayouts


T = TypeVar("T", bound="LilliputEventDividendPaidData")


@_attrs_define
class LilliputEventDividendPaidData:
    """
    Attributes:
        company (str):
        income (int):
        payouts (LilliputEventDividendPaidDataPayouts):
        retained (int):
    """

    company: str
    income: int
    payouts: LilliputEventDividendPaidDataPayouts
    retained: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        income = self.income

        payouts = self.payouts.to_dict()

        retained = self.retained

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company": company,
                "income": income,
                "payouts": payouts,
                "retained": retained,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_event_dividend_paid_data_payouts import LilliputEventDividendPaidDataPayouts  # noqa: PLC0415

        d = dict(src_dict)
        company = d.pop("company")

        income = d.pop("income")

        payouts = LilliputEventDividendPaidDataPayouts.from_dict(d.pop("payouts"))

        retained = d.pop("retained")

        lilliput_event_dividend_paid_data = cls(
            company=company,
            income=income,
            payouts=payouts,
            retained=retained,
        )

        lilliput_event_dividend_paid_data.additional_properties = d
        return lilliput_event_dividend_paid_data

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
