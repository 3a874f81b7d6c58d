from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tinners_trail_event_round_started_data_available import TinnersTrailEventRoundStartedDataAvailable
    from ..models.tinners_trail_event_round_started_data_prices import TinnersTrailEventRoundStartedDataPrices
    from ..models.tinners_trail_event_round_started_data_rolls import TinnersTrailEventRoundStartedDataRolls


T = TypeVar("T", bound="TinnersTrailEventRoundStartedData")


@_attrs_define
class TinnersTrailEventRoundStartedData:
    """
    Attributes:
        available (TinnersTrailEventRoundStartedDataAvailable):
        order (list[int]):
        prices (TinnersTrailEventRoundStartedDataPrices):
        pumps (list[int]):
        rolls (TinnersTrailEventRoundStartedDataRolls):
        round_ (int):
    """

    available: TinnersTrailEventRoundStartedDataAvailable
    order: list[int]
    prices: TinnersTrailEventRoundStartedDataPrices
    pumps: list[int]
    rolls: TinnersTrailEventRoundStartedDataRolls
    round_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        available = self.available.to_dict()

        order = self.order

        prices = self.prices.to_dict()

        pumps = self.pumps

        rolls = self.rolls.to_dict()

        round_ = self.round_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "available": available,
                "order": order,
                "prices": prices,
                "pumps": pumps,
                "rolls": rolls,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_event_round_started_data_available import TinnersTrailEventRoundStartedDataAvailable  # noqa: PLC0415
        from ..models.tinners_trail_event_round_started_data_prices import TinnersTrailEventRoundStartedDataPrices  # noqa: PLC0415
        from ..models.tinners_trail_event_round_started_data_rolls import TinnersTrailEventRoundStartedDataRolls  # noqa: PLC0415

        d = dict(src_dict)
        available = TinnersTrailEventRoundStartedDataAvailable.from_dict(d.pop("available"))

        order = cast(list[int], d.pop("order"))

        prices = TinnersTrailEventRoundStartedDataPrices.from_dict(d.pop("prices"))

        pumps = cast(list[int], d.pop("pumps"))

        rolls = TinnersTrailEventRoundStartedDataRolls.from_dict(d.pop("rolls"))

        round_ = d.pop("round")

        tinners_trail_event_round_started_data = cls(
            available=available,
            order=order,
            prices=prices,
            pumps=pumps,
            rolls=rolls,
            round_=round_,
        )

        tinners_trail_event_round_started_data.additional_properties = d
        return tinners_trail_event_round_started_data

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
