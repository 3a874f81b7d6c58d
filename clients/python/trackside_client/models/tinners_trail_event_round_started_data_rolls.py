from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tinners_trail_event_round_started_data_rolls_copper import (
        TinnersTrailEventRoundStartedDataRollsCopper,
    )
    from ..models.tinners_trail_event_round_started_data_rolls_tin import TinnersTrailEventRoundStartedDataRollsTin


T = TypeVar("T", bound="TinnersTrailEventRoundStartedDataRolls")


@_attrs_define
class TinnersTrailEventRoundStartedDataRolls:
    """
    Attributes:
        copper (TinnersTrailEventRoundStartedDataRollsCopper):
        tin (TinnersTrailEventRoundStartedDataRollsTin):
    """

    copper: TinnersTrailEventRoundStartedDataRollsCopper
    tin: TinnersTrailEventRoundStartedDataRollsTin
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        copper = self.copper.to_dict()

        tin = self.tin.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "copper": copper,
                "tin": tin,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tinners_trail_event_round_started_data_rolls_copper import (
            TinnersTrailEventRoundStartedDataRollsCopper,  # noqa: PLC0415
        )
        from ..models.tinners_trail_event_round_started_data_rolls_tin import TinnersTrailEventRoundStartedDataRollsTin  # noqa: PLC0415

        d = dict(src_dict)
        copper = TinnersTrailEventRoundStartedDataRollsCopper.from_dict(d.pop("copper"))

        tin = TinnersTrailEventRoundStartedDataRollsTin.from_dict(d.pop("tin"))

        tinners_trail_event_round_started_data_rolls = cls(
            copper=copper,
            tin=tin,
        )

        tinners_trail_event_round_started_data_rolls.additional_properties = d
        return tinners_trail_event_round_started_data_rolls

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
