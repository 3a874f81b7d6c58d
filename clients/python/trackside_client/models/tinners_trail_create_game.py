from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.account_player import AccountPlayer
    from ..models.bot_player import BotPlayer
    from ..models.open_player import OpenPlayer
    from ..models.tinners_trail_options import TinnersTrailOptions
    from ..models.tinners_trail_player import TinnersTrailPlayer


T = TypeVar("T", bound="TinnersTrailCreateGame")


@_attrs_define
class TinnersTrailCreateGame:
    """A new game of Tinners' Trail.

    Attributes:
        rules (Literal['tinners-trail']):
        players (list[AccountPlayer | BotPlayer | OpenPlayer | TinnersTrailPlayer]):
        options (TinnersTrailOptions | Unset): The options of Tinners' Trail, and the table's (undo, clock).
        seed (None | str | Unset): Makes the game reproducible (the same seed deals the same game). Secret like a server
            seed: only its commitment is shown until the game ends; it is only as secret as it is hard to guess
            (docs/operations.md, Seeds).
        rated (bool | Unset): The result moves its players' ratings in this title (GET /v1/ratings/{rules}) once it
            ends: every seat must be an account's (or open to one), a server bot's or the rulebook automa's, else 422
            `rated.plain_seat`. A game in which a machine took a seat over from its player (handed over, resigned, out of
            time) ends unrated all the same. Default: False.
    """

    rules: Literal["tinners-trail"]
    players: list[AccountPlayer | BotPlayer | OpenPlayer | TinnersTrailPlayer]
    options: TinnersTrailOptions | Unset = UNSET
    seed: None | str | Unset = UNSET
    rated: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.account_player import AccountPlayer  # noqa: PLC0415
        from ..models.bot_player import BotPlayer  # noqa: PLC0415
        from ..models.tinners_trail_player import TinnersTrailPlayer  # noqa: PLC0415

        rules = self.rules

        players = []
        for players_item_data in self.players:
            players_item: dict[str, Any]
            if isinstance(players_item_data, TinnersTrailPlayer):
                players_item = players_item_data.to_dict()
            elif isinstance(players_item_data, BotPlayer):
                players_item = players_item_data.to_dict()
            elif isinstance(players_item_data, AccountPlayer):
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

        rated = self.rated

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
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.account_player import AccountPlayer  # noqa: PLC0415
        from ..models.bot_player import BotPlayer  # noqa: PLC0415
        from ..models.open_player import OpenPlayer  # noqa: PLC0415
        from ..models.tinners_trail_options import TinnersTrailOptions  # noqa: PLC0415
        from ..models.tinners_trail_player import TinnersTrailPlayer  # noqa: PLC0415

        d = dict(src_dict)
        rules = cast(Literal["tinners-trail"], d.pop("rules"))
        if rules != "tinners-trail":
            raise ValueError(f"rules must match const 'tinners-trail', got '{rules}'")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:

            def _parse_players_item(data: object) -> AccountPlayer | BotPlayer | OpenPlayer | TinnersTrailPlayer:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    players_item_type_0 = TinnersTrailPlayer.from_dict(data)

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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    players_item_type_2 = AccountPlayer.from_dict(data)

                    return players_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                players_item_type_3 = OpenPlayer.from_dict(data)

                return players_item_type_3

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)

        _options = d.pop("options", UNSET)
        options: TinnersTrailOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TinnersTrailOptions.from_dict(_options)

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        rated = d.pop("rated", UNSET)

        tinners_trail_create_game = cls(
            rules=rules,
            players=players,
            options=options,
            seed=seed,
            rated=rated,
        )

        return tinners_trail_create_game
