from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_round_bonus_data import LilliputRoundBonusData


T = TypeVar("T", bound="LilliputRoundBonus")


@_attrs_define
class LilliputRoundBonus:
    """18 Lilliput: the `round_bonus` command.

    Example:
        {'type': 'round_bonus', 'data': {'split': [], 'to': 'private'}}

    Attributes:
        type_ (Literal['round_bonus']):
        data (LilliputRoundBonusData):
        expected_version (int | None | Unset): Append only if the game is at this version (409 otherwise).
    """

    type_: Literal["round_bonus"]
    data: LilliputRoundBonusData
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
        from ..models.lilliput_round_bonus_data import LilliputRoundBonusData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["round_bonus"], d.pop("type"))
        if type_ != "round_bonus":
            raise ValueError(f"type must match const 'round_bonus', got '{type_}'")

        data = LilliputRoundBonusData.from_dict(d.pop("data"))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        lilliput_round_bonus = cls(
            type_=type_,
            data=data,
            expected_version=expected_version,
        )

        return lilliput_round_bonus
