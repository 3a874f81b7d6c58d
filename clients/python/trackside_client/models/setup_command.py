from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.setup_command_options import SetupCommandOptions
    from ..models.setup_command_seats_item import SetupCommandSeatsItem


T = TypeVar("T", bound="SetupCommand")


@_attrs_define
class SetupCommand:
    """The first event's command: how the game was set up.

    Attributes:
        type_ (Literal['setup']):
        options (SetupCommandOptions):
        seats (list[SetupCommandSeatsItem]):
        table_version (int | Unset): The table rules the game was set up under (undo and hand-over limits, the least
            clock: docs/table.md); absent in older logs: 1.
    """

    type_: Literal["setup"]
    options: SetupCommandOptions
    seats: list[SetupCommandSeatsItem]
    table_version: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        options = self.options.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        table_version = self.table_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "options": options,
                "seats": seats,
            }
        )
        if table_version is not UNSET:
            field_dict["table_version"] = table_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.setup_command_options import SetupCommandOptions  # noqa: PLC0415
        from ..models.setup_command_seats_item import SetupCommandSeatsItem  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["setup"], d.pop("type"))
        if type_ != "setup":
            raise ValueError(f"type must match const 'setup', got '{type_}'")

        options = SetupCommandOptions.from_dict(d.pop("options"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SetupCommandSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        table_version = d.pop("table_version", UNSET)

        setup_command = cls(
            type_=type_,
            options=options,
            seats=seats,
            table_version=table_version,
        )

        setup_command.additional_properties = d
        return setup_command

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
