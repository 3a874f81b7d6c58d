from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.mini_express_player_kind import MiniExpressPlayerKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="MiniExpressPlayer")


@_attrs_define
class MiniExpressPlayer:
    """
    Attributes:
        name (str): Not only spaces, and no control, format or bidi-override characters; trimmed.
        kind (MiniExpressPlayerKind | Unset):  Default: MiniExpressPlayerKind.HUMAN.
    """

    name: str
    kind: MiniExpressPlayerKind | Unset = MiniExpressPlayerKind.HUMAN

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
        kind: MiniExpressPlayerKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = MiniExpressPlayerKind(_kind)

        mini_express_player = cls(
            name=name,
            kind=kind,
        )

        return mini_express_player
