from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.score_boards_boards_item import ScoreBoardsBoardsItem


T = TypeVar("T", bound="ScoreBoards")


@_attrs_define
class ScoreBoards:
    """Score raw boards (`{rules, board}`).

    Attributes:
        boards (list[ScoreBoardsBoardsItem]):
    """

    boards: list[ScoreBoardsBoardsItem]

    def to_dict(self) -> dict[str, Any]:
        boards = []
        for boards_item_data in self.boards:
            boards_item = boards_item_data.to_dict()
            boards.append(boards_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "boards": boards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_boards_boards_item import ScoreBoardsBoardsItem  # noqa: PLC0415

        d = dict(src_dict)
        boards = []
        _boards = d.pop("boards")
        for boards_item_data in _boards:
            boards_item = ScoreBoardsBoardsItem.from_dict(boards_item_data)

            boards.append(boards_item)

        score_boards = cls(
            boards=boards,
        )

        return score_boards
