from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tournament_clock_type_1_on_timeout import TournamentClockType1OnTimeout
from ..types import UNSET, Unset

T = TypeVar("T", bound="TournamentClockType1")


@_attrs_define
class TournamentClockType1:
    """Every table's clock; a seat whose time runs out goes to a bot (`on_timeout: automa`, always), so no round stalls,
    and the takeover is flagged in the table's result.

        Attributes:
            base_s (int):
            increment_s (int | Unset):
            on_timeout (TournamentClockType1OnTimeout | Unset):
    """

    base_s: int
    increment_s: int | Unset = UNSET
    on_timeout: TournamentClockType1OnTimeout | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        base_s = self.base_s

        increment_s = self.increment_s

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "base_s": base_s,
            }
        )
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base_s = d.pop("base_s")

        increment_s = d.pop("increment_s", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: TournamentClockType1OnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = TournamentClockType1OnTimeout(_on_timeout)

        tournament_clock_type_1 = cls(
            base_s=base_s,
            increment_s=increment_s,
            on_timeout=on_timeout,
        )

        tournament_clock_type_1.additional_properties = d
        return tournament_clock_type_1

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
