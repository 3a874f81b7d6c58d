from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.setup_command_seats_item_kind import SetupCommandSeatsItemKind

T = TypeVar("T", bound="SetupCommandSeatsItem")


@_attrs_define
class SetupCommandSeatsItem:
    """
    Attributes:
        name (str): Not only spaces, and no control, format or bidi-override characters; trimmed.
        kind (SetupCommandSeatsItemKind):
    """

    name: str
    kind: SetupCommandSeatsItemKind

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        kind = SetupCommandSeatsItemKind(d.pop("kind"))

        setup_command_seats_item = cls(
            name=name,
            kind=kind,
        )

        return setup_command_seats_item
