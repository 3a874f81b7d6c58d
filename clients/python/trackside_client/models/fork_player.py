from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fork_player_kind import ForkPlayerKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="ForkPlayer")


@_attrs_define
class ForkPlayer:
    """
    Attributes:
        name (str): Not only spaces, and no control, format or bidi-override characters; trimmed.
        kind (ForkPlayerKind | Unset):  Default: ForkPlayerKind.HUMAN.
    """

    name: str
    kind: ForkPlayerKind | Unset = ForkPlayerKind.HUMAN

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        _kind = d.pop("kind", UNSET)
        kind: ForkPlayerKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = ForkPlayerKind(_kind)

        fork_player = cls(
            name=name,
            kind=kind,
        )

        return fork_player
