from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.new_seat_played_by_reason import NewSeatPlayedByReason

T = TypeVar("T", bound="NewSeatPlayedBy")


@_attrs_define
class NewSeatPlayedBy:
    """A bot plays the seat now, and why.

    Attributes:
        kind (Literal['bot']):
        reason (NewSeatPlayedByReason):
    """

    kind: Literal["bot"]
    reason: NewSeatPlayedByReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal["bot"], d.pop("kind"))
        if kind != "bot":
            raise ValueError(f"kind must match const 'bot', got '{kind}'")

        reason = NewSeatPlayedByReason(d.pop("reason"))

        new_seat_played_by = cls(
            kind=kind,
            reason=reason,
        )

        new_seat_played_by.additional_properties = d
        return new_seat_played_by

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
