from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.challenge_status import ChallengeStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.challenge_options import ChallengeOptions
    from ..models.lobby_seat import LobbySeat
    from ..models.new_challenge_tokens_item import NewChallengeTokensItem


T = TypeVar("T", bound="NewChallenge")


@_attrs_define
class NewChallenge:
    """A new challenge, with the tokens of its plain seats and the challenger's own (only here).

    Attributes:
        id (str):
        game (str): The game's id (the challenge's own).
        rules (str):
        options (ChallengeOptions):
        status (ChallengeStatus):
        challenger (None | str): The account that made it (null: a game created with seats to fill, `POST /v1/games`).
        seats (list[LobbySeat]):
        created_at (datetime.datetime):
        tokens (list[NewChallengeTokensItem]):
        declined_by (str | Unset):
    """

    id: str
    game: str
    rules: str
    options: ChallengeOptions
    status: ChallengeStatus
    challenger: None | str
    seats: list[LobbySeat]
    created_at: datetime.datetime
    tokens: list[NewChallengeTokensItem]
    declined_by: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game

        rules = self.rules

        options = self.options.to_dict()

        status = self.status.value

        challenger: None | str
        challenger = self.challenger

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        created_at = self.created_at.isoformat()

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

        declined_by = self.declined_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game": game,
                "rules": rules,
                "options": options,
                "status": status,
                "challenger": challenger,
                "seats": seats,
                "created_at": created_at,
                "tokens": tokens,
            }
        )
        if declined_by is not UNSET:
            field_dict["declined_by"] = declined_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_options import ChallengeOptions  # noqa: PLC0415
        from ..models.lobby_seat import LobbySeat  # noqa: PLC0415
        from ..models.new_challenge_tokens_item import NewChallengeTokensItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        rules = d.pop("rules")

        options = ChallengeOptions.from_dict(d.pop("options"))

        status = ChallengeStatus(d.pop("status"))

        def _parse_challenger(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        challenger = _parse_challenger(d.pop("challenger"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LobbySeat.from_dict(seats_item_data)

            seats.append(seats_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = NewChallengeTokensItem.from_dict(tokens_item_data)

            tokens.append(tokens_item)

        declined_by = d.pop("declined_by", UNSET)

        new_challenge = cls(
            id=id,
            game=game,
            rules=rules,
            options=options,
            status=status,
            challenger=challenger,
            seats=seats,
            created_at=created_at,
            tokens=tokens,
            declined_by=declined_by,
        )

        new_challenge.additional_properties = d
        return new_challenge

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
