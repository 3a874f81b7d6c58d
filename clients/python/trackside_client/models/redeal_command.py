from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RedealCommand")


@_attrs_define
class RedealCommand:
    """A fork's re-deal, right after the events it copied: what they hid, dealt again from the fork's own seed
    (docs/table.md, Forks).

        Attributes:
            type_ (Literal['redeal']):
    """

    type_: Literal["redeal"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["redeal"], d.pop("type"))
        if type_ != "redeal":
            raise ValueError(f"type must match const 'redeal', got '{type_}'")

        redeal_command = cls(
            type_=type_,
        )

        return redeal_command
