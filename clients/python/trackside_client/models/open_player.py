from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OpenPlayer")


@_attrs_define
class OpenPlayer:
    """A seat any account may take: the game waits until one does.

    Attributes:
        open_ (bool):
    """

    open_: bool

    def to_dict(self) -> dict[str, Any]:
        open_ = self.open_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "open": open_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        open_ = d.pop("open")

        open_player = cls(
            open_=open_,
        )

        return open_player
