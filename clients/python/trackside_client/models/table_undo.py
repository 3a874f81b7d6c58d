from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.table_undo_data import TableUndoData


T = TypeVar("T", bound="TableUndo")


@_attrs_define
class TableUndo:
    """Any game: Take back the seat's last command, if it revealed nothing and no other seat has acted since (listed among
    the legal commands when allowed; refusals: `undo.*`, `undo.limit` after 3 undos a turn).

        Attributes:
            type_ (Literal['undo']):
            data (TableUndoData | Unset):
            expected_version (int | None | Unset): Append only if the game is at this version (409 otherwise).
    """

    type_: Literal["undo"]
    data: TableUndoData | Unset = UNSET
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
        from ..models.table_undo_data import TableUndoData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["undo"], d.pop("type"))
        if type_ != "undo":
            raise ValueError(f"type must match const 'undo', got '{type_}'")

        _data = d.pop("data", UNSET)
        data: TableUndoData | Unset
        if isinstance(_data, Unset):
            data = UNSET
        else:
            data = TableUndoData.from_dict(_data)

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        table_undo = cls(
            type_=type_,
            data=data,
            expected_version=expected_version,
        )

        return table_undo
