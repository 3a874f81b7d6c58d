from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.account_player import AccountPlayer
    from ..models.bot_player import BotPlayer
    from ..models.fork_game_options import ForkGameOptions
    from ..models.fork_player import ForkPlayer


T = TypeVar("T", bound="ForkGame")


@_attrs_define
class ForkGame:
    """A new game from a game's first events.

    Attributes:
        at_version (int): Copy the events up to this version (the last event of a command).
        players (list[AccountPlayer | BotPlayer | ForkPlayer] | Unset): Who plays each seat in the fork (default: as in
            the game); the rulebook automa stays where it was. A seat may be the caller's own account (`{"account": id}`,
            with the account's key as Bearer), taken at once: the account plays it with its key, and the fork is among its
            games.
        options (ForkGameOptions | Unset): Only the table's options may change.
        seed (None | str | Unset): The fork's own seed (default: 256 random bits), secret until the fork ends: its
            future draws and its re-deal of what the game hid come from it.
    """

    at_version: int
    players: list[AccountPlayer | BotPlayer | ForkPlayer] | Unset = UNSET
    options: ForkGameOptions | Unset = UNSET
    seed: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_player import BotPlayer  # noqa: PLC0415
        from ..models.fork_player import ForkPlayer  # noqa: PLC0415

        at_version = self.at_version

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item: dict[str, Any]
                if isinstance(players_item_data, ForkPlayer):
                    players_item = players_item_data.to_dict()
                elif isinstance(players_item_data, BotPlayer):
                    players_item = players_item_data.to_dict()
                else:
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
                "at_version": at_version,
            }
        )
        if players is not UNSET:
            field_dict["players"] = players
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.account_player import AccountPlayer  # noqa: PLC0415
        from ..models.bot_player import BotPlayer  # noqa: PLC0415
        from ..models.fork_game_options import ForkGameOptions  # noqa: PLC0415
        from ..models.fork_player import ForkPlayer  # noqa: PLC0415

        d = dict(src_dict)
        at_version = d.pop("at_version")

        _players = d.pop("players", UNSET)
        players: list[AccountPlayer | BotPlayer | ForkPlayer] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:

                def _parse_players_item(data: object) -> AccountPlayer | BotPlayer | ForkPlayer:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        players_item_type_0 = ForkPlayer.from_dict(data)

                        return players_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        players_item_type_1 = BotPlayer.from_dict(data)

                        return players_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    players_item_type_2 = AccountPlayer.from_dict(data)

                    return players_item_type_2

                players_item = _parse_players_item(players_item_data)

                players.append(players_item)

        _options = d.pop("options", UNSET)
        options: ForkGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = ForkGameOptions.from_dict(_options)

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        fork_game = cls(
            at_version=at_version,
            players=players,
            options=options,
            seed=seed,
        )

        return fork_game
