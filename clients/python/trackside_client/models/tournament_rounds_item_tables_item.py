from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tournament_rounds_item_tables_item_result_type_1_item import (
        TournamentRoundsItemTablesItemResultType1Item,
    )


T = TypeVar("T", bound="TournamentRoundsItemTablesItem")


@_attrs_define
class TournamentRoundsItemTablesItem:
    """A table: its game (an ordinary game) and its players in seat order.

    Attributes:
        table (int):
        game (str):
        players (list[str]):
        result (list[TournamentRoundsItemTablesItemResultType1Item] | None):
    """

    table: int
    game: str
    players: list[str]
    result: list[TournamentRoundsItemTablesItemResultType1Item] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        game = self.game

        players = self.players

        result: list[dict[str, Any]] | None
        if isinstance(self.result, list):
            result = []
            for result_type_1_item_data in self.result:
                result_type_1_item = result_type_1_item_data.to_dict()
                result.append(result_type_1_item)

        else:
            result = self.result

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "game": game,
                "players": players,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_rounds_item_tables_item_result_type_1_item import (
            TournamentRoundsItemTablesItemResultType1Item,  # noqa: PLC0415
        )

        d = dict(src_dict)
        table = d.pop("table")

        game = d.pop("game")

        players = cast(list[str], d.pop("players"))

        def _parse_result(data: object) -> list[TournamentRoundsItemTablesItemResultType1Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                result_type_1 = []
                _result_type_1 = data
                for result_type_1_item_data in _result_type_1:
                    result_type_1_item = TournamentRoundsItemTablesItemResultType1Item.from_dict(
                        result_type_1_item_data
                    )

                    result_type_1.append(result_type_1_item)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TournamentRoundsItemTablesItemResultType1Item] | None, data)

        result = _parse_result(d.pop("result"))

        tournament_rounds_item_tables_item = cls(
            table=table,
            game=game,
            players=players,
            result=result,
        )

        tournament_rounds_item_tables_item.additional_properties = d
        return tournament_rounds_item_tables_item

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
