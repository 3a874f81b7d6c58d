from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lilliput_view_action_type_1 import LilliputViewActionType1
    from ..models.lilliput_view_board_item import LilliputViewBoardItem
    from ..models.lilliput_view_cards_item import LilliputViewCardsItem
    from ..models.lilliput_view_companies_item import LilliputViewCompaniesItem
    from ..models.lilliput_view_offer_type_1 import LilliputViewOfferType1
    from ..models.lilliput_view_operating_type_1 import LilliputViewOperatingType1
    from ..models.lilliput_view_players_item import LilliputViewPlayersItem
    from ..models.lilliput_view_returns_due_item import LilliputViewReturnsDueItem
    from ..models.lilliput_view_supply import LilliputViewSupply


T = TypeVar("T", bound="LilliputView")


@_attrs_define
class LilliputView:
    """18 Lilliput as one seat (or the spectator) may see it.

    Attributes:
        action (LilliputViewActionType1 | None):
        automa (int | None):
        bank_train (str):
        board (list[LilliputViewBoardItem]):
        cards (list[LilliputViewCardsItem]):
        characters_free (list[str]):
        companies (list[LilliputViewCompaniesItem]):
        deck_size (int):
        depot (list[str]):
        first_player (int):
        offer (LilliputViewOfferType1 | None):
        operating (LilliputViewOperatingType1 | None):
        phase (int):
        players (list[LilliputViewPlayersItem]):
        returns_due (list[LilliputViewReturnsDueItem]):
        round_ (int):
        rounds (int):
        rusted (list[str]):
        stage (str):
        supply (LilliputViewSupply):
        to_move (int | None):
        train_limit (int | None):
        variant (None | str):
        viewer (int | None):
    """

    action: LilliputViewActionType1 | None
    automa: int | None
    bank_train: str
    board: list[LilliputViewBoardItem]
    cards: list[LilliputViewCardsItem]
    characters_free: list[str]
    companies: list[LilliputViewCompaniesItem]
    deck_size: int
    depot: list[str]
    first_player: int
    offer: LilliputViewOfferType1 | None
    operating: LilliputViewOperatingType1 | None
    phase: int
    players: list[LilliputViewPlayersItem]
    returns_due: list[LilliputViewReturnsDueItem]
    round_: int
    rounds: int
    rusted: list[str]
    stage: str
    supply: LilliputViewSupply
    to_move: int | None
    train_limit: int | None
    variant: None | str
    viewer: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.lilliput_view_action_type_1 import LilliputViewActionType1  # noqa: PLC0415
        from ..models.lilliput_view_offer_type_1 import LilliputViewOfferType1  # noqa: PLC0415
        from ..models.lilliput_view_operating_type_1 import LilliputViewOperatingType1  # noqa: PLC0415

        action: dict[str, Any] | None
        if isinstance(self.action, LilliputViewActionType1):
            action = self.action.to_dict()
        else:
            action = self.action

        automa: int | None
        automa = self.automa

        bank_train = self.bank_train

        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        characters_free = self.characters_free

        companies = []
        for companies_item_data in self.companies:
            companies_item = companies_item_data.to_dict()
            companies.append(companies_item)

        deck_size = self.deck_size

        depot = self.depot

        first_player = self.first_player

        offer: dict[str, Any] | None
        if isinstance(self.offer, LilliputViewOfferType1):
            offer = self.offer.to_dict()
        else:
            offer = self.offer

        operating: dict[str, Any] | None
        if isinstance(self.operating, LilliputViewOperatingType1):
            operating = self.operating.to_dict()
        else:
            operating = self.operating

        phase = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        returns_due = []
        for returns_due_item_data in self.returns_due:
            returns_due_item = returns_due_item_data.to_dict()
            returns_due.append(returns_due_item)

        round_ = self.round_

        rounds = self.rounds

        rusted = self.rusted

        stage = self.stage

        supply = self.supply.to_dict()

        to_move: int | None
        to_move = self.to_move

        train_limit: int | None
        train_limit = self.train_limit

        variant: None | str
        variant = self.variant

        viewer: int | None
        viewer = self.viewer

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "automa": automa,
                "bank_train": bank_train,
                "board": board,
                "cards": cards,
                "characters_free": characters_free,
                "companies": companies,
                "deck_size": deck_size,
                "depot": depot,
                "first_player": first_player,
                "offer": offer,
                "operating": operating,
                "phase": phase,
                "players": players,
                "returns_due": returns_due,
                "round": round_,
                "rounds": rounds,
                "rusted": rusted,
                "stage": stage,
                "supply": supply,
                "to_move": to_move,
                "train_limit": train_limit,
                "variant": variant,
                "viewer": viewer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_view_action_type_1 import LilliputViewActionType1  # noqa: PLC0415
        from ..models.lilliput_view_board_item import LilliputViewBoardItem  # noqa: PLC0415
        from ..models.lilliput_view_cards_item import LilliputViewCardsItem  # noqa: PLC0415
        from ..models.lilliput_view_companies_item import LilliputViewCompaniesItem  # noqa: PLC0415
        from ..models.lilliput_view_offer_type_1 import LilliputViewOfferType1  # noqa: PLC0415
        from ..models.lilliput_view_operating_type_1 import LilliputViewOperatingType1  # noqa: PLC0415
        from ..models.lilliput_view_players_item import LilliputViewPlayersItem  # noqa: PLC0415
        from ..models.lilliput_view_returns_due_item import LilliputViewReturnsDueItem  # noqa: PLC0415
        from ..models.lilliput_view_supply import LilliputViewSupply  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_action(data: object) -> LilliputViewActionType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = LilliputViewActionType1.from_dict(data)

                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LilliputViewActionType1 | None, data)

        action = _parse_action(d.pop("action"))

        def _parse_automa(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        automa = _parse_automa(d.pop("automa"))

        bank_train = d.pop("bank_train")

        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = LilliputViewBoardItem.from_dict(board_item_data)

            board.append(board_item)

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = LilliputViewCardsItem.from_dict(cards_item_data)

            cards.append(cards_item)

        characters_free = cast(list[str], d.pop("characters_free"))

        companies = []
        _companies = d.pop("companies")
        for companies_item_data in _companies:
            companies_item = LilliputViewCompaniesItem.from_dict(companies_item_data)

            companies.append(companies_item)

        deck_size = d.pop("deck_size")

        depot = cast(list[str], d.pop("depot"))

        first_player = d.pop("first_player")

        def _parse_offer(data: object) -> LilliputViewOfferType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                offer_type_1 = LilliputViewOfferType1.from_dict(data)

                return offer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LilliputViewOfferType1 | None, data)

        offer = _parse_offer(d.pop("offer"))

        def _parse_operating(data: object) -> LilliputViewOperatingType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                operating_type_1 = LilliputViewOperatingType1.from_dict(data)

                return operating_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LilliputViewOperatingType1 | None, data)

        operating = _parse_operating(d.pop("operating"))

        phase = d.pop("phase")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = LilliputViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        returns_due = []
        _returns_due = d.pop("returns_due")
        for returns_due_item_data in _returns_due:
            returns_due_item = LilliputViewReturnsDueItem.from_dict(returns_due_item_data)

            returns_due.append(returns_due_item)

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        rusted = cast(list[str], d.pop("rusted"))

        stage = d.pop("stage")

        supply = LilliputViewSupply.from_dict(d.pop("supply"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        def _parse_train_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        train_limit = _parse_train_limit(d.pop("train_limit"))

        def _parse_variant(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant = _parse_variant(d.pop("variant"))

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        lilliput_view = cls(
            action=action,
            automa=automa,
            bank_train=bank_train,
            board=board,
            cards=cards,
            characters_free=characters_free,
            companies=companies,
            deck_size=deck_size,
            depot=depot,
            first_player=first_player,
            offer=offer,
            operating=operating,
            phase=phase,
            players=players,
            returns_due=returns_due,
            round_=round_,
            rounds=rounds,
            rusted=rusted,
            stage=stage,
            supply=supply,
            to_move=to_move,
            train_limit=train_limit,
            variant=variant,
            viewer=viewer,
        )

        lilliput_view.additional_properties = d
        return lilliput_view

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
