from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_pick_company_data import LilliputPickCompanyData


T = TypeVar("T", bound="LilliputPickCompany")


@_attrs_define
class LilliputPickCompany:
    """18 Lilliput: the `pick_company` command.

    Example:
        {'type': 'pick_company', 'data': {'company': 'SR', 'rotation': 0, 'side': 'N', 'tile': 'y-straight'}}

    Attributes:
        type_ (Literal['pick_company']):
        data (LilliputPickCompanyData):
        expected_version (int | None | Unset): Append only if the game is at this version (409 otherwise).
    """

    type_: Literal["pick_company"]
    data: LilliputPickCompanyData
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
        from ..models.lilliput_pick_company_data import LilliputPickCompanyData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["pick_company"], d.pop("type"))
        if type_ != "pick_company":
            raise ValueError(f"type must match const 'pick_company', got '{type_}'")

        data = LilliputPickCompanyData.from_dict(d.pop("data"))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        lilliput_pick_company = cls(
            type_=type_,
            data=data,
            expected_version=expected_version,
        )

        return lilliput_pick_company
