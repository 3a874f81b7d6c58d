from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_accept_offer_data import LilliputAcceptOfferData


T = TypeVar("T", bound="LilliputAcceptOffer")


@_attrs_define
class LilliputAcceptOffer:
    """18 Lilliput: the `accept_offer` command.

    Example:
        {'type': 'accept_offer', 'data': {}}

    Attributes:
        type_ (Literal['accept_offer']):
        data (LilliputAcceptOfferData | Unset):
        expected_version (int | None | Unset): Append only if the game is at this version (409 otherwise).
    """

    type_: Literal["accept_offer"]
    data: LilliputAcceptOfferData | Unset = UNSET
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.data, Unset):
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
            }
        )
        if data is not UNSET:
            field_dict["data"] = data
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_accept_offer_data import LilliputAcceptOfferData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["accept_offer"], d.pop("type"))
        if type_ != "accept_offer":
            raise ValueError(f"type must match const 'accept_offer', got '{type_}'")

        _data = d.pop("data", UNSET)
        data: LilliputAcceptOfferData | Unset
        if isinstance(_data, Unset):
            data = UNSET
        else:
            data = LilliputAcceptOfferData.from_dict(_data)

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        lilliput_accept_offer = cls(
            type_=type_,
            data=data,
            expected_version=expected_version,
        )

        return lilliput_accept_offer
