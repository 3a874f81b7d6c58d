from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TinnersTrailViewAvailable")


@_attrs_define
class TinnersTrailViewAvailable:
    """
    Attributes:
        adit (int | Unset):
        miner (int | Unset):
        port (int | Unset):
        train (int | Unset):
    """

    adit: int | Unset = UNSET
    miner: int | Unset = UNSET
    port: int | Unset = UNSET
    train: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adit = self.adit

        miner = self.miner

        port = self.port

        train = self.train

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if adit is not UNSET:
            field_dict["adit"] = adit
        if miner is not UNSET:
            field_dict["miner"] = miner
        if port is not UNSET:
            field_dict["port"] = port
        if train is not UNSET:
            field_dict["train"] = train

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adit = d.pop("adit", UNSET)

        miner = d.pop("miner", UNSET)

        port = d.pop("port", UNSET)

        train = d.pop("train", UNSET)

        tinners_trail_view_available = cls(
            adit=adit,
            miner=miner,
            port=port,
            train=train,
        )

        tinners_trail_view_available.additional_properties = d
        return tinners_trail_view_available

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
