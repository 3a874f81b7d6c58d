from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_account_body_kind import CreateAccountBodyKind

T = TypeVar("T", bound="CreateAccountBody")


@_attrs_define
class CreateAccountBody:
    """
    Attributes:
        name (str): Not only spaces, and no control, format or bidi-override characters; trimmed.
        kind (CreateAccountBodyKind):
    """

    name: str
    kind: CreateAccountBodyKind

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

        kind = CreateAccountBodyKind(d.pop("kind"))

        create_account_body = cls(
            name=name,
            kind=kind,
        )

        return create_account_body
