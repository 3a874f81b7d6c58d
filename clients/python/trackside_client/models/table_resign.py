from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.table_resign_data import TableResignData


T = TypeVar("T", bound="TableResign")


@_attrs_define
class TableResign:
    """Any game: Leave the game: with one seat left it wins; otherwise a bot plays the seat on and it cannot win.

    Attributes:
        type_ (Literal['resign']):
        data (TableResignData | Unset):
        expected_version (int | None | Unset): Append only if the game is at this version (409 otherwise).
    """

    type_: Literal["resign"]
    data: TableResignData | Unset = UNSET
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
        from ..models.table_resign_data import TableResignData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["resign"], d.pop("type"))
        if type_ != "resign":
            raise ValueError(f"type must match const 'resign', got '{type_}'")

        _data = d.pop("data", UNSET)
        data: TableResignData | Unset
        if isinstance(_data, Unset):
            data = UNSET
        else:
            data = TableResignData.from_dict(_data)

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        table_resign = cls(
            type_=type_,
            data=data,
            expected_version=expected_version,
        )

        return table_resign
