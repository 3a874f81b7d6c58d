from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TinnersTrailEventRoundStartedDataAvailable")


@_attrs_define
class TinnersTrailEventRoundStartedDataAvailable:
    """
    Attributes:
        adit (int):
        miner (int):
        port (int):
        train (int):
    """

    adit: int
    miner: int
    port: int
    train: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adit = self.adit

        miner = self.miner

        port = self.port

        train = self.train

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adit": adit,
                "miner": miner,
                "port": port,
                "train": train,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adit = d.pop("adit")

        miner = d.pop("miner")

        port = d.pop("port")

        train = d.pop("train")

        tinners_trail_event_round_started_data_available = cls(
            adit=adit,
            miner=miner,
            port=port,
            train=train,
        )

        tinners_trail_event_round_started_data_available.additional_properties = d
        return tinners_trail_event_round_started_data_available

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
