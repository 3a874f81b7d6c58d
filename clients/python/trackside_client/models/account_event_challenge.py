from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.challenge import Challenge


T = TypeVar("T", bound="AccountEventChallenge")


@_attrs_define
class AccountEventChallenge:
    """An account's `challenge` event.

    Attributes:
        id (None | str): The event's id, as `id:` gives it (null for a gap).
        type_ (Literal['challenge']):
        data (Challenge):
        at (str):
    """

    id: None | str
    type_: Literal["challenge"]
    data: Challenge
    at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id: None | str
        id = self.id

        type_ = self.type_

        data = self.data.to_dict()

        at = self.at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "data": data,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge import Challenge  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))

        type_ = cast(Literal["challenge"], d.pop("type"))
        if type_ != "challenge":
            raise ValueError(f"type must match const 'challenge', got '{type_}'")

        data = Challenge.from_dict(d.pop("data"))

        at = d.pop("at")

        account_event_challenge = cls(
            id=id,
            type_=type_,
            data=data,
            at=at,
        )

        account_event_challenge.additional_properties = d
        return account_event_challenge

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
