from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.rules_name import RulesName

if TYPE_CHECKING:
    from ..models.score_boards_boards_item_board import ScoreBoardsBoardsItemBoard


T = TypeVar("T", bound="ScoreBoardsBoardsItem")


@_attrs_define
class ScoreBoardsBoardsItem:
    """
    Attributes:
        rules (RulesName):
        board (ScoreBoardsBoardsItemBoard):
    """

    rules: RulesName
    board: ScoreBoardsBoardsItemBoard

    def to_dict(self) -> dict[str, Any]:
        rules = self.rules.value

        board = self.board.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rules": rules,
                "board": board,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_boards_boards_item_board import ScoreBoardsBoardsItemBoard  # noqa: PLC0415

        d = dict(src_dict)
        rules = RulesName(d.pop("rules"))

        board = ScoreBoardsBoardsItemBoard.from_dict(d.pop("board"))

        score_boards_boards_item = cls(
            rules=rules,
            board=board,
        )

        return score_boards_boards_item
