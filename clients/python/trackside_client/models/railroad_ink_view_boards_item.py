from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.railroad_ink_view_boards_item_craters_item import RailroadInkViewBoardsItemCratersItem
    from ..models.railroad_ink_view_boards_item_lava_item import RailroadInkViewBoardsItemLavaItem
    from ..models.railroad_ink_view_boards_item_squares_item import RailroadInkViewBoardsItemSquaresItem


T = TypeVar("T", bound="RailroadInkViewBoardsItem")


@_attrs_define
class RailroadInkViewBoardsItem:
    """
    Attributes:
        craters (list[RailroadInkViewBoardsItemCratersItem] | Unset):
        expansions (list[str] | Unset):
        lava (list[RailroadInkViewBoardsItemLavaItem] | Unset):
        squares (list[RailroadInkViewBoardsItemSquaresItem] | Unset):
    """

    craters: list[RailroadInkViewBoardsItemCratersItem] | Unset = UNSET
    expansions: list[str] | Unset = UNSET
    lava: list[RailroadInkViewBoardsItemLavaItem] | Unset = UNSET
    squares: list[RailroadInkViewBoardsItemSquaresItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        craters: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.craters, Unset):
            craters = []
            for craters_item_data in self.craters:
                craters_item = craters_item_data.to_dict()
                craters.append(craters_item)

        expansions: list[str] | Unset = UNSET
        if not isinstance(self.expansions, Unset):
            expansions = self.expansions

        lava: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.lava, Unset):
            lava = []
            for lava_item_data in self.lava:
                lava_item = lava_item_data.to_dict()
                lava.append(lava_item)

        squares: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.squares, Unset):
            squares = []
            for squares_item_data in self.squares:
                squares_item = squares_item_data.to_dict()
                squares.append(squares_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if craters is not UNSET:
            field_dict["craters"] = craters
        if expansions is not UNSET:
            field_dict["expansions"] = expansions
        if lava is not UNSET:
            field_dict["lava"] = lava
        if squares is not UNSET:
            field_dict["squares"] = squares

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.railroad_ink_view_boards_item_craters_item import RailroadInkViewBoardsItemCratersItem  # noqa: PLC0415
        from ..models.railroad_ink_view_boards_item_lava_item import RailroadInkViewBoardsItemLavaItem  # noqa: PLC0415
        from ..models.railroad_ink_view_boards_item_squares_item import RailroadInkViewBoardsItemSquaresItem  # noqa: PLC0415

        d = dict(src_dict)
        _craters = d.pop("craters", UNSET)
        craters: list[RailroadInkViewBoardsItemCratersItem] | Unset = UNSET
        if _craters is not UNSET:
            craters = []
            for craters_item_data in _craters:
                craters_item = RailroadInkViewBoardsItemCratersItem.from_dict(craters_item_data)

                craters.append(craters_item)

        expansions = cast(list[str], d.pop("expansions", UNSET))

        _lava = d.pop("lava", UNSET)
        lava: list[RailroadInkViewBoardsItemLavaItem] | Unset = UNSET
        if _lava is not UNSET:
            lava = []
            for lava_item_data in _lava:
                lava_item = RailroadInkViewBoardsItemLavaItem.from_dict(lava_item_data)

                lava.append(lava_item)

        _squares = d.pop("squares", UNSET)
        squares: list[RailroadInkViewBoardsItemSquaresItem] | Unset = UNSET
        if _squares is not UNSET:
            squares = []
            for squares_item_data in _squares:
                squares_item = RailroadInkViewBoardsItemSquaresItem.from_dict(squares_item_data)

                squares.append(squares_item)

        railroad_ink_view_boards_item = cls(
            craters=craters,
            expansions=expansions,
            lava=lava,
            squares=squares,
        )

        railroad_ink_view_boards_item.additional_properties = d
        return railroad_ink_view_boards_item

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
