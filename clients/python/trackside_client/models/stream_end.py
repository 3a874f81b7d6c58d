from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="StreamEnd")


@_attrs_define
class StreamEnd:
    """The game is finished: nothing follows, and the stream closes.

    Attributes:
        id (str): The game's last version.
        event (Literal['end']):
        data (str):
        retry (int | Unset):
    """

    id: str
    event: Literal["end"]
    data: str
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event = self.event

        data = self.data

        retry = self.retry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "event": event,
                "data": data,
            }
        )
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        event = cast(Literal["end"], d.pop("event"))
        if event != "end":
            raise ValueError(f"event must match const 'end', got '{event}'")

        data = d.pop("data")

        retry = d.pop("retry", UNSET)

        stream_end = cls(
            id=id,
            event=event,
            data=data,
            retry=retry,
        )

        stream_end.additional_properties = d
        return stream_end

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
