from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.problem_store import ProblemStore
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.field_errors import FieldErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """RFC 9457 problem details.

    Attributes:
        type_ (str):
        title (str):
        status (int):
        detail (str):
        code (str): Stable and namespaced, e.g. `ticket_to_ride.not_enough_cards` or `version_conflict`.
        errors (FieldErrors | Unset): Messages per field: a list of messages, or the errors of a nested field (list
            items by index).
        current_version (int | Unset): With 409 and 412.
        version (int | Unset): With `import_divergence`: where it diverged.
        store (ProblemStore | Unset): From /healthz: why the event store is unavailable.
    """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    errors: FieldErrors | Unset = UNSET
    current_version: int | Unset = UNSET
    version: int | Unset = UNSET
    store: ProblemStore | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        current_version = self.current_version

        version = self.version

        store: str | Unset = UNSET
        if not isinstance(self.store, Unset):
            store = self.store.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if version is not UNSET:
            field_dict["version"] = version
        if store is not UNSET:
            field_dict["store"] = store

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_errors import FieldErrors  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        _errors = d.pop("errors", UNSET)
        errors: FieldErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = FieldErrors.from_dict(_errors)

        current_version = d.pop("current_version", UNSET)

        version = d.pop("version", UNSET)

        _store = d.pop("store", UNSET)
        store: ProblemStore | Unset
        if isinstance(_store, Unset):
            store = UNSET
        else:
            store = ProblemStore(_store)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            errors=errors,
            current_version=current_version,
            version=version,
            store=store,
        )

        problem.additional_properties = d
        return problem

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
