from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NewKeyBody")


@_attrs_define
class NewKeyBody:
    """
    Attributes:
        keep (bool | Unset):  Default: False.
    """

    keep: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        keep = self.keep

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if keep is not UNSET:
            field_dict["keep"] = keep

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        keep = d.pop("keep", UNSET)

        new_key_body = cls(
            keep=keep,
        )

        return new_key_body
