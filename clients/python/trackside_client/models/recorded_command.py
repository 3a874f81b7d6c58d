from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.recorded_command_by import RecordedCommandBy
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.recorded_command_data import RecordedCommandData


T = TypeVar("T", bound="RecordedCommand")


@_attrs_define
class RecordedCommand:
    """The command that produced an event batch.

    Attributes:
        seat (int):
        type_ (str):
        data (RecordedCommandData):
        by (RecordedCommandBy | Unset): Chosen by the automa or a bot, or issued by the clock job.
    """

    seat: int
    type_: str
    data: RecordedCommandData
    by: RecordedCommandBy | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_

        data = self.data.to_dict()

        by: str | Unset = UNSET
        if not isinstance(self.by, Unset):
            by = self.by.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "data": data,
            }
        )
        if by is not UNSET:
            field_dict["by"] = by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recorded_command_data import RecordedCommandData  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = d.pop("type")

        data = RecordedCommandData.from_dict(d.pop("data"))

        _by = d.pop("by", UNSET)
        by: RecordedCommandBy | Unset
        if isinstance(_by, Unset):
            by = UNSET
        else:
            by = RecordedCommandBy(_by)

        recorded_command = cls(
            seat=seat,
            type_=type_,
            data=data,
            by=by,
        )

        recorded_command.additional_properties = d
        return recorded_command

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
