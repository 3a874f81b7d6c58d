from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_submit_routes_data import LilliputSubmitRoutesData


T = TypeVar("T", bound="LilliputSubmitRoutes")


@_attrs_define
class LilliputSubmitRoutes:
    """18 Lilliput: the `submit_routes` command.

    Attributes:
        type_ (Literal['submit_routes']):
        data (LilliputSubmitRoutesData):
        expected_version (int | None | Unset): Append only if the game is at this version (409 otherwise).
    """

    type_: Literal["submit_routes"]
    data: LilliputSubmitRoutesData
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        data = self.data.to_dict()

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "data": data,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_submit_routes_data import LilliputSubmitRoutesData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["submit_routes"], d.pop("type"))
        if type_ != "submit_routes":
            raise ValueError(f"type must match const 'submit_routes', got '{type_}'")

        data = LilliputSubmitRoutesData.from_dict(d.pop("data"))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        lilliput_submit_routes = cls(
            type_=type_,
            data=data,
            expected_version=expected_version,
        )

        return lilliput_submit_routes
