from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.table_hand_over_data import TableHandOverData


T = TypeVar("T", bound="TableHandOver")


@_attrs_define
class TableHandOver:
    """Any game: Let a bot play the seat until `take_back` (once a turn; refusal: `hand_over.limit`).

    Attributes:
        type_ (Literal['hand_over']):
        data (TableHandOverData | Unset):
        expected_version (int | None | Unset): Append only if the game is at this version (409 otherwise).
    """

    type_: Literal["hand_over"]
    data: TableHandOverData | Unset = UNSET
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
        from ..models.table_hand_over_data import TableHandOverData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["hand_over"], d.pop("type"))
        if type_ != "hand_over":
            raise ValueError(f"type must match const 'hand_over', got '{type_}'")

        _data = d.pop("data", UNSET)
        data: TableHandOverData | Unset
        if isinstance(_data, Unset):
            data = UNSET
        else:
            data = TableHandOverData.from_dict(_data)

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        table_hand_over = cls(
            type_=type_,
            data=data,
            expected_version=expected_version,
        )

        return table_hand_over
