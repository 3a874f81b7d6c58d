from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.exported_event_data import ExportedEventData
    from ..models.recorded_command import RecordedCommand
    from ..models.redeal_command import RedealCommand
    from ..models.setup_command import SetupCommand


T = TypeVar("T", bound="ExportedEvent")


@_attrs_define
class ExportedEvent:
    """A stored event: the full envelope, or the public event and the caller's own command when the export is redacted.

    Attributes:
        version (int):
        type_ (str):
        seat (int | None):
        turn (int):
        round_ (int):
        data (ExportedEventData):
        at (datetime.datetime):
        command (None | RecordedCommand | RedealCommand | SetupCommand): On the first event of each batch (redacted: the
            caller's own only).
        command_id (str | Unset):
        rules_version (str | Unset):
        state_hash (str | Unset): sha256 of the state after this event.
    """

    version: int
    type_: str
    seat: int | None
    turn: int
    round_: int
    data: ExportedEventData
    at: datetime.datetime
    command: None | RecordedCommand | RedealCommand | SetupCommand
    command_id: str | Unset = UNSET
    rules_version: str | Unset = UNSET
    state_hash: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.recorded_command import RecordedCommand  # noqa: PLC0415
        from ..models.redeal_command import RedealCommand  # noqa: PLC0415
        from ..models.setup_command import SetupCommand  # noqa: PLC0415

        version = self.version

        type_ = self.type_

        seat: int | None
        seat = self.seat

        turn = self.turn

        round_ = self.round_

        data = self.data.to_dict()

        at = self.at.isoformat()

        command: dict[str, Any] | None
        if isinstance(self.command, RecordedCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SetupCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, RedealCommand):
            command = self.command.to_dict()
        else:
            command = self.command

        command_id = self.command_id

        rules_version = self.rules_version

        state_hash = self.state_hash

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "type": type_,
                "seat": seat,
                "turn": turn,
                "round": round_,
                "data": data,
                "at": at,
                "command": command,
            }
        )
        if command_id is not UNSET:
            field_dict["command_id"] = command_id
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if state_hash is not UNSET:
            field_dict["state_hash"] = state_hash

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exported_event_data import ExportedEventData  # noqa: PLC0415
        from ..models.recorded_command import RecordedCommand  # noqa: PLC0415
        from ..models.redeal_command import RedealCommand  # noqa: PLC0415
        from ..models.setup_command import SetupCommand  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        type_ = d.pop("type")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        turn = d.pop("turn")

        round_ = d.pop("round")

        data = ExportedEventData.from_dict(d.pop("data"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_command(data: object) -> None | RecordedCommand | RedealCommand | SetupCommand:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0 = RecordedCommand.from_dict(data)

                return command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_1 = SetupCommand.from_dict(data)

                return command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_2 = RedealCommand.from_dict(data)

                return command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordedCommand | RedealCommand | SetupCommand, data)

        command = _parse_command(d.pop("command"))

        command_id = d.pop("command_id", UNSET)

        rules_version = d.pop("rules_version", UNSET)

        state_hash = d.pop("state_hash", UNSET)

        exported_event = cls(
            version=version,
            type_=type_,
            seat=seat,
            turn=turn,
            round_=round_,
            data=data,
            at=at,
            command=command,
            command_id=command_id,
            rules_version=rules_version,
            state_hash=state_hash,
        )

        exported_event.additional_properties = d
        return exported_event

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
