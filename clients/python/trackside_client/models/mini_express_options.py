from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mini_express_options_difficulty_type_0 import MiniExpressOptionsDifficultyType0
from ..models.mini_express_options_map import MiniExpressOptionsMap
from ..models.mini_express_options_mode import MiniExpressOptionsMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock import Clock


T = TypeVar("T", bound="MiniExpressOptions")


@_attrs_define
class MiniExpressOptions:
    """The options of Mini Express, and the table's (undo, clock).

    Attributes:
        map_ (MiniExpressOptionsMap | Unset): The map: the USA or Europe. Default: MiniExpressOptionsMap.USA.
        map_variant (bool | Unset): The map's variant: Golden Spike on the USA map, Ports on the Europe map. Default:
            False.
        mode (MiniExpressOptionsMode | Unset): expert: the experts' game, for two players without the automa (the only
            game two players without the automa make, so it may be left out); standard otherwise. Default:
            MiniExpressOptionsMode.STANDARD.
        difficulty (MiniExpressOptionsDifficultyType0 | None | Unset): The solo game's level ("Nastavení obtížnosti
            sólové hry"): easy (Cestující), normal (Turista), hard (Šotouš), brutal (Průvodčí), ultimate (Ajznbónák); easy
            when left out. Only for the solo game (one player and the automa): refused in any other
            (mini_express.difficulty_not_solo).
        first_game (bool | Unset): For a first game: every city takes two companies, whatever its border, both for
            building into it and for removing its demand token once full. Default: False.
        undo (bool | Unset): false: no seat may take back a command (undo is refused: undo.disabled). Left out: a seat
            may take back its last commands while they revealed nothing and no other seat has acted, at most 3 undos a turn.
        clock (Clock | Unset): A Fischer clock: base_s to start with, increment_s added each time the seat's turn ends
            (one of them above 0); on_timeout: the seat loses, or a bot plays it on.
    """

    map_: MiniExpressOptionsMap | Unset = MiniExpressOptionsMap.USA
    map_variant: bool | Unset = False
    mode: MiniExpressOptionsMode | Unset = MiniExpressOptionsMode.STANDARD
    difficulty: MiniExpressOptionsDifficultyType0 | None | Unset = UNSET
    first_game: bool | Unset = False
    undo: bool | Unset = UNSET
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        map_: str | Unset = UNSET
        if not isinstance(self.map_, Unset):
            map_ = self.map_.value

        map_variant = self.map_variant

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        difficulty: None | str | Unset
        if isinstance(self.difficulty, Unset):
            difficulty = UNSET
        elif isinstance(self.difficulty, MiniExpressOptionsDifficultyType0):
            difficulty = self.difficulty.value
        else:
            difficulty = self.difficulty

        first_game = self.first_game

        undo = self.undo

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if map_ is not UNSET:
            field_dict["map"] = map_
        if map_variant is not UNSET:
            field_dict["map_variant"] = map_variant
        if mode is not UNSET:
            field_dict["mode"] = mode
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if first_game is not UNSET:
            field_dict["first_game"] = first_game
        if undo is not UNSET:
            field_dict["undo"] = undo
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock  # noqa: PLC0415

        d = dict(src_dict)
        _map_ = d.pop("map", UNSET)
        map_: MiniExpressOptionsMap | Unset
        if isinstance(_map_, Unset):
            map_ = UNSET
        else:
            map_ = MiniExpressOptionsMap(_map_)

        map_variant = d.pop("map_variant", UNSET)

        _mode = d.pop("mode", UNSET)
        mode: MiniExpressOptionsMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = MiniExpressOptionsMode(_mode)

        def _parse_difficulty(data: object) -> MiniExpressOptionsDifficultyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                difficulty_type_0 = MiniExpressOptionsDifficultyType0(data)

                return difficulty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MiniExpressOptionsDifficultyType0 | None | Unset, data)

        difficulty = _parse_difficulty(d.pop("difficulty", UNSET))

        first_game = d.pop("first_game", UNSET)

        undo = d.pop("undo", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        mini_express_options = cls(
            map_=map_,
            map_variant=map_variant,
            mode=mode,
            difficulty=difficulty,
            first_game=first_game,
            undo=undo,
            clock=clock,
        )

        return mini_express_options
