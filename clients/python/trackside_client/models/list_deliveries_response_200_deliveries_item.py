from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_deliveries_response_200_deliveries_item_state import ListDeliveriesResponse200DeliveriesItemState
from ..models.list_deliveries_response_200_deliveries_item_type import ListDeliveriesResponse200DeliveriesItemType

if TYPE_CHECKING:
    from ..models.list_deliveries_response_200_deliveries_item_attempts_item import (
        ListDeliveriesResponse200DeliveriesItemAttemptsItem,
    )


T = TypeVar("T", bound="ListDeliveriesResponse200DeliveriesItem")


@_attrs_define
class ListDeliveriesResponse200DeliveriesItem:
    """
    Attributes:
        id (str): Its `webhook-id`, the same on every attempt.
        event_id (str):
        type_ (ListDeliveriesResponse200DeliveriesItemType):
        created_at (datetime.datetime):
        state (ListDeliveriesResponse200DeliveriesItemState):
        next_attempt_at (datetime.datetime | None):
        attempts (list[ListDeliveriesResponse200DeliveriesItemAttemptsItem]):
    """

    id: str
    event_id: str
    type_: ListDeliveriesResponse200DeliveriesItemType
    created_at: datetime.datetime
    state: ListDeliveriesResponse200DeliveriesItemState
    next_attempt_at: datetime.datetime | None
    attempts: list[ListDeliveriesResponse200DeliveriesItemAttemptsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event_id = self.event_id

        type_ = self.type_.value

        created_at = self.created_at.isoformat()

        state = self.state.value

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "event_id": event_id,
                "type": type_,
                "created_at": created_at,
                "state": state,
                "next_attempt_at": next_attempt_at,
                "attempts": attempts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_deliveries_response_200_deliveries_item_attempts_item import (
            ListDeliveriesResponse200DeliveriesItemAttemptsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        event_id = d.pop("event_id")

        type_ = ListDeliveriesResponse200DeliveriesItemType(d.pop("type"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        state = ListDeliveriesResponse200DeliveriesItemState(d.pop("state"))

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = ListDeliveriesResponse200DeliveriesItemAttemptsItem.from_dict(attempts_item_data)

            attempts.append(attempts_item)

        list_deliveries_response_200_deliveries_item = cls(
            id=id,
            event_id=event_id,
            type_=type_,
            created_at=created_at,
            state=state,
            next_attempt_at=next_attempt_at,
            attempts=attempts,
        )

        list_deliveries_response_200_deliveries_item.additional_properties = d
        return list_deliveries_response_200_deliveries_item

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
