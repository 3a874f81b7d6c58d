from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ListDeliveriesResponse200DeliveriesItemAttemptsItem")


@_attrs_define
class ListDeliveriesResponse200DeliveriesItemAttemptsItem:
    """
    Attributes:
        attempt (int):
        at (datetime.datetime):
        took_ms (int):
        status (int | Unset): The receiver's status
        error (str | Unset): Why there was no answer (refused, timed out...)
    """

    attempt: int
    at: datetime.datetime
    took_ms: int
    status: int | Unset = UNSET
    error: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        at = self.at.isoformat()

        took_ms = self.took_ms

        status = self.status

        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt": attempt,
                "at": at,
                "took_ms": took_ms,
            }
        )
        if status is not UNSET:
            field_dict["status"] = status
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        took_ms = d.pop("took_ms")

        status = d.pop("status", UNSET)

        error = d.pop("error", UNSET)

        list_deliveries_response_200_deliveries_item_attempts_item = cls(
            attempt=attempt,
            at=at,
            took_ms=took_ms,
            status=status,
            error=error,
        )

        list_deliveries_response_200_deliveries_item_attempts_item.additional_properties = d
        return list_deliveries_response_200_deliveries_item_attempts_item

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
