from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rules_name import RulesName
from ..models.summary_status import SummaryStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clocks import Clocks
    from ..models.game_summary_forked_from_type_0 import GameSummaryForkedFromType0
    from ..models.game_summary_options import GameSummaryOptions
    from ..models.seat_now import SeatNow


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        id (str):
        rules (RulesName):
        rules_version (str):
        options (GameSummaryOptions): The game's options, as `<Game>_Options` describes them.
        seats (list[SeatNow]):
        version (int):
        turn (int):
        round_ (int):
        status (SummaryStatus): A game's status; `waiting`: for accounts to take its seats (`seats[].state`), and until
            then every command and read of its state is a 409 `game_waiting`.
        active_seats (list[int]):
        seed_commitment (str): sha256 of the seed, published at creation.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        rated (bool): Created rated (`rated: true`, or a rated tournament's table): its result moves its players'
            ratings once it ends (GET /v1/ratings/{rules}). Shown from creation, while the game waits for its seats and runs
            too.
        clocks (Clocks | None | Unset): With a clock option.
        forked_from (GameSummaryForkedFromType0 | None | Unset): The game (and version) a fork copied its first events
            from.
        challenge (str | Unset): While it waits: its challenge's path.
        scores (list[int] | None | Unset):
        winner (int | None | Unset):
        winners (list[int] | Unset):
        seed (None | str | Unset): Revealed when the game ends (null while it runs, a seed the creator chose included).
        seed_public (bool | Unset): The game has ended and `seed` is published: false while the game runs.
        seed_chosen (bool | Unset): The creator chose the seed: the server shows it to nobody before the end, but the
            creator (and whoever it told) can compute every hidden card and future draw from it.
        imported (bool | Unset): Created by importing another server's export.
    """

    id: str
    rules: RulesName
    rules_version: str
    options: GameSummaryOptions
    seats: list[SeatNow]
    version: int
    turn: int
    round_: int
    status: SummaryStatus
    active_seats: list[int]
    seed_commitment: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    rated: bool
    clocks: Clocks | None | Unset = UNSET
    forked_from: GameSummaryForkedFromType0 | None | Unset = UNSET
    challenge: str | Unset = UNSET
    scores: list[int] | None | Unset = UNSET
    winner: int | None | Unset = UNSET
    winners: list[int] | Unset = UNSET
    seed: None | str | Unset = UNSET
    seed_public: bool | Unset = UNSET
    seed_chosen: bool | Unset = UNSET
    imported: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clocks import Clocks  # noqa: PLC0415
        from ..models.game_summary_forked_from_type_0 import GameSummaryForkedFromType0  # noqa: PLC0415

        id = self.id

        rules = self.rules.value

        rules_version = self.rules_version

        options = self.options.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        version = self.version

        turn = self.turn

        round_ = self.round_

        status = self.status.value

        active_seats = self.active_seats

        seed_commitment = self.seed_commitment

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        rated = self.rated

        clocks: dict[str, Any] | None | Unset
        if isinstance(self.clocks, Unset):
            clocks = UNSET
        elif isinstance(self.clocks, Clocks):
            clocks = self.clocks.to_dict()
        else:
            clocks = self.clocks

        forked_from: dict[str, Any] | None | Unset
        if isinstance(self.forked_from, Unset):
            forked_from = UNSET
        elif isinstance(self.forked_from, GameSummaryForkedFromType0):
            forked_from = self.forked_from.to_dict()
        else:
            forked_from = self.forked_from

        challenge = self.challenge

        scores: list[int] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        winners: list[int] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        seed_public = self.seed_public

        seed_chosen = self.seed_chosen

        imported = self.imported

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "rules": rules,
                "rules_version": rules_version,
                "options": options,
                "seats": seats,
                "version": version,
                "turn": turn,
                "round": round_,
                "status": status,
                "active_seats": active_seats,
                "seed_commitment": seed_commitment,
                "created_at": created_at,
                "updated_at": updated_at,
                "rated": rated,
            }
        )
        if clocks is not UNSET:
            field_dict["clocks"] = clocks
        if forked_from is not UNSET:
            field_dict["forked_from"] = forked_from
        if challenge is not UNSET:
            field_dict["challenge"] = challenge
        if scores is not UNSET:
            field_dict["scores"] = scores
        if winner is not UNSET:
            field_dict["winner"] = winner
        if winners is not UNSET:
            field_dict["winners"] = winners
        if seed is not UNSET:
            field_dict["seed"] = seed
        if seed_public is not UNSET:
            field_dict["seed_public"] = seed_public
        if seed_chosen is not UNSET:
            field_dict["seed_chosen"] = seed_chosen
        if imported is not UNSET:
            field_dict["imported"] = imported

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clocks import Clocks  # noqa: PLC0415
        from ..models.game_summary_forked_from_type_0 import GameSummaryForkedFromType0  # noqa: PLC0415
        from ..models.game_summary_options import GameSummaryOptions  # noqa: PLC0415
        from ..models.seat_now import SeatNow  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        rules = RulesName(d.pop("rules"))

        rules_version = d.pop("rules_version")

        options = GameSummaryOptions.from_dict(d.pop("options"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatNow.from_dict(seats_item_data)

            seats.append(seats_item)

        version = d.pop("version")

        turn = d.pop("turn")

        round_ = d.pop("round")

        status = SummaryStatus(d.pop("status"))

        active_seats = cast(list[int], d.pop("active_seats"))

        seed_commitment = d.pop("seed_commitment")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        rated = d.pop("rated")

        def _parse_clocks(data: object) -> Clocks | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clocks_type_0 = Clocks.from_dict(data)

                return clocks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clocks | None | Unset, data)

        clocks = _parse_clocks(d.pop("clocks", UNSET))

        def _parse_forked_from(data: object) -> GameSummaryForkedFromType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                forked_from_type_0 = GameSummaryForkedFromType0.from_dict(data)

                return forked_from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameSummaryForkedFromType0 | None | Unset, data)

        forked_from = _parse_forked_from(d.pop("forked_from", UNSET))

        challenge = d.pop("challenge", UNSET)

        def _parse_scores(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        scores = _parse_scores(d.pop("scores", UNSET))

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        winners = cast(list[int], d.pop("winners", UNSET))

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        seed_public = d.pop("seed_public", UNSET)

        seed_chosen = d.pop("seed_chosen", UNSET)

        imported = d.pop("imported", UNSET)

        game_summary = cls(
            id=id,
            rules=rules,
            rules_version=rules_version,
            options=options,
            seats=seats,
            version=version,
            turn=turn,
            round_=round_,
            status=status,
            active_seats=active_seats,
            seed_commitment=seed_commitment,
            created_at=created_at,
            updated_at=updated_at,
            rated=rated,
            clocks=clocks,
            forked_from=forked_from,
            challenge=challenge,
            scores=scores,
            winner=winner,
            winners=winners,
            seed=seed,
            seed_public=seed_public,
            seed_chosen=seed_chosen,
            imported=imported,
        )

        game_summary.additional_properties = d
        return game_summary

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
