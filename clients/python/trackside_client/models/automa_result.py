from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.automa_result_outcome import AutomaResultOutcome
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.automa_result_command import AutomaResultCommand


T = TypeVar("T", bound="AutomaResult")


@_attrs_define
class AutomaResult:
    """What an automa turn did.

    Attributes:
        outcome (AutomaResultOutcome):
        version (int):
        command (AutomaResultCommand | Unset):
    """

    outcome: AutomaResultOutcome
    version: int
    command: AutomaResultCommand | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome.value

        version = self.version

        command: dict[str, Any] | Unset = UNSET
        if not isinstance(self.command, Unset):
            command = self.command.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "outcome": outcome,
                "version": version,
            }
        )
        if command is not UNSET:
            field_dict["command"] = command

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.automa_result_command import AutomaResultCommand  # noqa: PLC0415

        d = dict(src_dict)
        outcome = AutomaResultOutcome(d.pop("outcome"))

        version = d.pop("version")

        _command = d.pop("command", UNSET)
        command: AutomaResultCommand | Unset
        if isinstance(_command, Unset):
            command = UNSET
        else:
            command = AutomaResultCommand.from_dict(_command)

        automa_result = cls(
            outcome=outcome,
            version=version,
            command=command,
        )

        automa_result.additional_properties = d
        return automa_result

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
