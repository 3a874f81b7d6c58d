from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.verification_first_divergence import VerificationFirstDivergence


T = TypeVar("T", bound="Verification")


@_attrs_define
class Verification:
    """
    Attributes:
        ok (bool):
        checked_events (int):
        first_divergence (VerificationFirstDivergence | Unset):
    """

    ok: bool
    checked_events: int
    first_divergence: VerificationFirstDivergence | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        checked_events = self.checked_events

        first_divergence: dict[str, Any] | Unset = UNSET
        if not isinstance(self.first_divergence, Unset):
            first_divergence = self.first_divergence.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ok": ok,
                "checked_events": checked_events,
            }
        )
        if first_divergence is not UNSET:
            field_dict["first_divergence"] = first_divergence

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.verification_first_divergence import VerificationFirstDivergence  # noqa: PLC0415

        d = dict(src_dict)
        ok = d.pop("ok")

        checked_events = d.pop("checked_events")

        _first_divergence = d.pop("first_divergence", UNSET)
        first_divergence: VerificationFirstDivergence | Unset
        if isinstance(_first_divergence, Unset):
            first_divergence = UNSET
        else:
            first_divergence = VerificationFirstDivergence.from_dict(_first_divergence)

        verification = cls(
            ok=ok,
            checked_events=checked_events,
            first_divergence=first_divergence,
        )

        verification.additional_properties = d
        return verification

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
