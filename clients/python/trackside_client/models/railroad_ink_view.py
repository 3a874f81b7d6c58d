from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.railroad_ink_view_board import RailroadInkViewBoard
    from ..models.railroad_ink_view_boards_item import RailroadInkViewBoardsItem
    from ..models.railroad_ink_view_dice_item import RailroadInkViewDiceItem
    from ..models.railroad_ink_view_lava_dice_item import RailroadInkViewLavaDiceItem
    from ..models.railroad_ink_view_meteor_type_1 import RailroadInkViewMeteorType1
    from ..models.railroad_ink_view_results_type_0_item import RailroadInkViewResultsType0Item
    from ..models.railroad_ink_view_seats_item import RailroadInkViewSeatsItem
    from ..models.railroad_ink_view_specials import RailroadInkViewSpecials
    from ..models.railroad_ink_view_volcano_squares_item import RailroadInkViewVolcanoSquaresItem


T = TypeVar("T", bound="RailroadInkView")


@_attrs_define
class RailroadInkView:
    """Railroad Ink as one seat (or the spectator) may see it.

    Attributes:
        boards (list[RailroadInkViewBoardsItem]):
        dice (list[RailroadInkViewDiceItem]):
        expansions (list[str]):
        finished (bool):
        results (list[RailroadInkViewResultsType0Item] | None):
        round_ (int):
        rounds (int):
        seats (list[RailroadInkViewSeatsItem]):
        specials (RailroadInkViewSpecials):
        viewer (int | None):
        winners (list[int]):
        board (RailroadInkViewBoard | Unset):
        lava_dice (list[RailroadInkViewLavaDiceItem] | Unset):
        lava_needed (bool | Unset):
        meteor (None | RailroadInkViewMeteorType1 | Unset):
        remaining_dice (list[int] | Unset):
        remaining_lava_dice (list[int] | Unset):
        specials_left (list[str] | Unset):
        volcano_squares (list[RailroadInkViewVolcanoSquaresItem] | Unset):
    """

    boards: list[RailroadInkViewBoardsItem]
    dice: list[RailroadInkViewDiceItem]
    expansions: list[str]
    finished: bool
    results: list[RailroadInkViewResultsType0Item] | None
    round_: int
    rounds: int
    seats: list[RailroadInkViewSeatsItem]
    specials: RailroadInkViewSpecials
    viewer: int | None
    winners: list[int]
    board: RailroadInkViewBoard | Unset = UNSET
    lava_dice: list[RailroadInkViewLavaDiceItem] | Unset = UNSET
    lava_needed: bool | Unset = UNSET
    meteor: None | RailroadInkViewMeteorType1 | Unset = UNSET
    remaining_dice: list[int] | Unset = UNSET
    remaining_lava_dice: list[int] | Unset = UNSET
    specials_left: list[str] | Unset = UNSET
    volcano_squares: list[RailroadInkViewVolcanoSquaresItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.railroad_ink_view_meteor_type_1 import RailroadInkViewMeteorType1  # noqa: PLC0415

        boards = []
        for boards_item_data in self.boards:
            boards_item = boards_item_data.to_dict()
            boards.append(boards_item)

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)

        expansions = self.expansions

        finished = self.finished

        results: list[dict[str, Any]] | None
        if isinstance(self.results, list):
            results = []
            for results_type_0_item_data in self.results:
                results_type_0_item = results_type_0_item_data.to_dict()
                results.append(results_type_0_item)

        else:
            results = self.results

        round_ = self.round_

        rounds = self.rounds

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        specials = self.specials.to_dict()

        viewer: int | None
        viewer = self.viewer

        winners = self.winners

        board: dict[str, Any] | Unset = UNSET
        if not isinstance(self.board, Unset):
            board = self.board.to_dict()

        lava_dice: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.lava_dice, Unset):
            lava_dice = []
            for lava_dice_item_data in self.lava_dice:
                lava_dice_item = lava_dice_item_data.to_dict()
                lava_dice.append(lava_dice_item)

        lava_needed = self.lava_needed

        meteor: dict[str, Any] | None | Unset
        if isinstance(self.meteor, Unset):
            meteor = UNSET
        elif isinstance(self.meteor, RailroadInkViewMeteorType1):
            meteor = self.meteor.to_dict()
        else:
            meteor = self.meteor

        remaining_dice: list[int] | Unset = UNSET
        if not isinstance(self.remaining_dice, Unset):
            remaining_dice = self.remaining_dice

        remaining_lava_dice: list[int] | Unset = UNSET
        if not isinstance(self.remaining_lava_dice, Unset):
            remaining_lava_dice = self.remaining_lava_dice

        specials_left: list[str] | Unset = UNSET
        if not isinstance(self.specials_left, Unset):
            specials_left = self.specials_left

        volcano_squares: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.volcano_squares, Unset):
            volcano_squares = []
            for volcano_squares_item_data in self.volcano_squares:
                volcano_squares_item = volcano_squares_item_data.to_dict()
                volcano_squares.append(volcano_squares_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "boards": boards,
                "dice": dice,
                "expansions": expansions,
                "finished": finished,
                "results": results,
                "round": round_,
                "rounds": rounds,
                "seats": seats,
                "specials": specials,
                "viewer": viewer,
                "winners": winners,
            }
        )
        if board is not UNSET:
            field_dict["board"] = board
        if lava_dice is not UNSET:
            field_dict["lava_dice"] = lava_dice
        if lava_needed is not UNSET:
            field_dict["lava_needed"] = lava_needed
        if meteor is not UNSET:
            field_dict["meteor"] = meteor
        if remaining_dice is not UNSET:
            field_dict["remaining_dice"] = remaining_dice
        if remaining_lava_dice is not UNSET:
            field_dict["remaining_lava_dice"] = remaining_lava_dice
        if specials_left is not UNSET:
            field_dict["specials_left"] = specials_left
        if volcano_squares is not UNSET:
            field_dict["volcano_squares"] = volcano_squares

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.railroad_ink_view_board import RailroadInkViewBoard  # noqa: PLC0415
        from ..models.railroad_ink_view_boards_item import RailroadInkViewBoardsItem  # noqa: PLC0415
        from ..models.railroad_ink_view_dice_item import RailroadInkViewDiceItem  # noqa: PLC0415
        from ..models.railroad_ink_view_lava_dice_item import RailroadInkViewLavaDiceItem  # noqa: PLC0415
        from ..models.railroad_ink_view_meteor_type_1 import RailroadInkViewMeteorType1  # noqa: PLC0415
        from ..models.railroad_ink_view_results_type_0_item import RailroadInkViewResultsType0Item  # noqa: PLC0415
        from ..models.railroad_ink_view_seats_item import RailroadInkViewSeatsItem  # noqa: PLC0415
        from ..models.railroad_ink_view_specials import RailroadInkViewSpecials  # noqa: PLC0415
        from ..models.railroad_ink_view_volcano_squares_item import RailroadInkViewVolcanoSquaresItem  # noqa: PLC0415

        d = dict(src_dict)
        boards = []
        _boards = d.pop("boards")
        for boards_item_data in _boards:
            boards_item = RailroadInkViewBoardsItem.from_dict(boards_item_data)

            boards.append(boards_item)

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in _dice:
            dice_item = RailroadInkViewDiceItem.from_dict(dice_item_data)

            dice.append(dice_item)

        expansions = cast(list[str], d.pop("expansions"))

        finished = d.pop("finished")

        def _parse_results(data: object) -> list[RailroadInkViewResultsType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                results_type_0 = []
                _results_type_0 = data
                for results_type_0_item_data in _results_type_0:
                    results_type_0_item = RailroadInkViewResultsType0Item.from_dict(results_type_0_item_data)

                    results_type_0.append(results_type_0_item)

                return results_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RailroadInkViewResultsType0Item] | None, data)

        results = _parse_results(d.pop("results"))

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = RailroadInkViewSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        specials = RailroadInkViewSpecials.from_dict(d.pop("specials"))

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        winners = cast(list[int], d.pop("winners"))

        _board = d.pop("board", UNSET)
        board: RailroadInkViewBoard | Unset
        if isinstance(_board, Unset):
            board = UNSET
        else:
            board = RailroadInkViewBoard.from_dict(_board)

        _lava_dice = d.pop("lava_dice", UNSET)
        lava_dice: list[RailroadInkViewLavaDiceItem] | Unset = UNSET
        if _lava_dice is not UNSET:
            lava_dice = []
            for lava_dice_item_data in _lava_dice:
                lava_dice_item = RailroadInkViewLavaDiceItem.from_dict(lava_dice_item_data)

                lava_dice.append(lava_dice_item)

        lava_needed = d.pop("lava_needed", UNSET)

        def _parse_meteor(data: object) -> None | RailroadInkViewMeteorType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                meteor_type_1 = RailroadInkViewMeteorType1.from_dict(data)

                return meteor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RailroadInkViewMeteorType1 | Unset, data)

        meteor = _parse_meteor(d.pop("meteor", UNSET))

        remaining_dice = cast(list[int], d.pop("remaining_dice", UNSET))

        remaining_lava_dice = cast(list[int], d.pop("remaining_lava_dice", UNSET))

        specials_left = cast(list[str], d.pop("specials_left", UNSET))

        _volcano_squares = d.pop("volcano_squares", UNSET)
        volcano_squares: list[RailroadInkViewVolcanoSquaresItem] | Unset = UNSET
        if _volcano_squares is not UNSET:
            volcano_squares = []
            for volcano_squares_item_data in _volcano_squares:
                volcano_squares_item = RailroadInkViewVolcanoSquaresItem.from_dict(volcano_squares_item_data)

                volcano_squares.append(volcano_squares_item)

        railroad_ink_view = cls(
            boards=boards,
            dice=dice,
            expansions=expansions,
            finished=finished,
            results=results,
            round_=round_,
            rounds=rounds,
            seats=seats,
            specials=specials,
            viewer=viewer,
            winners=winners,
            board=board,
            lava_dice=lava_dice,
            lava_needed=lava_needed,
            meteor=meteor,
            remaining_dice=remaining_dice,
            remaining_lava_dice=remaining_lava_dice,
            specials_left=specials_left,
            volcano_squares=volcano_squares,
        )

        railroad_ink_view.additional_properties = d
        return railroad_ink_view

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
