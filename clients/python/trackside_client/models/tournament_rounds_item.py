from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tournament_rounds_item_tables_item import TournamentRoundsItemTablesItem


T = TypeVar("T", bound="TournamentRoundsItem")


@_attrs_define
class TournamentRoundsItem:
    """A round. With duplicate deals: `seed_commitment` (published when the round starts) and `seed` (null until the
    round's last table has ended); until then a finished table keeps its seed and full export hidden, as a running game
    does.

        Attributes:
            number (int):
            finished (bool):
            byes (list[str]):
            repeats (int):
            tables (list[TournamentRoundsItemTablesItem]):
            seed_commitment (str | Unset):
            seed (None | str | Unset):
    """

    number: int
    finished: bool
    byes: list[str]
    repeats: int
    tables: list[TournamentRoundsItemTablesItem]
    seed_commitment: str | Unset = UNSET
    seed: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        finished = self.finished

        byes = self.byes

        repeats = self.repeats

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        seed_commitment = self.seed_commitment

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "finished": finished,
                "byes": byes,
                "repeats": repeats,
                "tables": tables,
            }
        )
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_rounds_item_tables_item import TournamentRoundsItemTablesItem  # noqa: PLC0415

        d = dict(src_dict)
        number = d.pop("number")

        finished = d.pop("finished")

        byes = cast(list[str], d.pop("byes"))

        repeats = d.pop("repeats")

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = TournamentRoundsItemTablesItem.from_dict(tables_item_data)

            tables.append(tables_item)

        seed_commitment = d.pop("seed_commitment", UNSET)

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        tournament_rounds_item = cls(
            number=number,
            finished=finished,
            byes=byes,
            repeats=repeats,
            tables=tables,
            seed_commitment=seed_commitment,
            seed=seed,
        )

        tournament_rounds_item.additional_properties = d
        return tournament_rounds_item

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
