from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lilliput_create_game_players_item import LilliputCreateGamePlayersItem
    from ..models.lilliput_options import LilliputOptions


T = TypeVar("T", bound="LilliputCreateGame")


@_attrs_define
class LilliputCreateGame:
    """A new game of 18 Lilliput.

    Attributes:
        rules (Literal['lilliput']):
        players (list[LilliputCreateGamePlayersItem]):
        options (LilliputOptions | Unset): The options of 18 Lilliput.
        seed (None | str | Unset): Makes the game reproducible; it is public, so hidden cards are not hidden.
    """

    rules: Literal["lilliput"]
    players: list[LilliputCreateGamePlayersItem]
    options: LilliputOptions | Unset = UNSET
    seed: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rules = self.rules

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rules": rules,
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_create_game_players_item import LilliputCreateGamePlayersItem  # noqa: PLC0415
        from ..models.lilliput_options import LilliputOptions  # noqa: PLC0415

        d = dict(src_dict)
        rules = cast(Literal["lilliput"], d.pop("rules"))
        if rules != "lilliput":
            raise ValueError(f"rules must match const 'lilliput', got '{rules}'")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = LilliputCreateGamePlayersItem.from_dict(players_item_data)

            players.append(players_item)

        _options = d.pop("options", UNSET)
        options: LilliputOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = LilliputOptions.from_dict(_options)

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        lilliput_create_game = cls(
            rules=rules,
            players=players,
            options=options,
            seed=seed,
        )

        return lilliput_create_game
