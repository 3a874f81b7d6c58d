from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_webhook_body_events_item import CreateWebhookBodyEventsItem

T = TypeVar("T", bound="CreateWebhookBody")


@_attrs_define
class CreateWebhookBody:
    """
    Attributes:
        url (str): An http:// or https:// URL of a public address (or one the operator allows); a name is resolved, and
            its addresses checked, at every attempt.
        events (list[CreateWebhookBodyEventsItem]): The account events sent to this endpoint.
    """

    url: str
    events: list[CreateWebhookBodyEventsItem]

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = CreateWebhookBodyEventsItem(events_item_data)

            events.append(events_item)

        create_webhook_body = cls(
            url=url,
            events=events,
        )

        return create_webhook_body
