from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_webhook_response_201_events_item import CreateWebhookResponse201EventsItem
from ..models.create_webhook_response_201_state import CreateWebhookResponse201State
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_webhook_response_201_disabled import CreateWebhookResponse201Disabled


T = TypeVar("T", bound="CreateWebhookResponse201")


@_attrs_define
class CreateWebhookResponse201:
    """
    Attributes:
        id (str):
        url (str): An http:// or https:// URL of a public address (or one the operator allows); a name is resolved, and
            its addresses checked, at every attempt.
        events (list[CreateWebhookResponse201EventsItem]): The account events sent to this endpoint.
        created_at (datetime.datetime):
        state (CreateWebhookResponse201State):
        secret (str): The signing secret, shown only here: verify each request with it
            (`standardwebhooks.Webhook(secret).verify(body, headers)`).
        disabled (CreateWebhookResponse201Disabled | Unset): Why and when it was disabled: its receiver answered 410
            Gone.
    """

    id: str
    url: str
    events: list[CreateWebhookResponse201EventsItem]
    created_at: datetime.datetime
    state: CreateWebhookResponse201State
    secret: str
    disabled: CreateWebhookResponse201Disabled | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        created_at = self.created_at.isoformat()

        state = self.state.value

        secret = self.secret

        disabled: dict[str, Any] | Unset = UNSET
        if not isinstance(self.disabled, Unset):
            disabled = self.disabled.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "events": events,
                "created_at": created_at,
                "state": state,
                "secret": secret,
            }
        )
        if disabled is not UNSET:
            field_dict["disabled"] = disabled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_webhook_response_201_disabled import CreateWebhookResponse201Disabled  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = CreateWebhookResponse201EventsItem(events_item_data)

            events.append(events_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        state = CreateWebhookResponse201State(d.pop("state"))

        secret = d.pop("secret")

        _disabled = d.pop("disabled", UNSET)
        disabled: CreateWebhookResponse201Disabled | Unset
        if isinstance(_disabled, Unset):
            disabled = UNSET
        else:
            disabled = CreateWebhookResponse201Disabled.from_dict(_disabled)

        create_webhook_response_201 = cls(
            id=id,
            url=url,
            events=events,
            created_at=created_at,
            state=state,
            secret=secret,
            disabled=disabled,
        )

        create_webhook_response_201.additional_properties = d
        return create_webhook_response_201

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
