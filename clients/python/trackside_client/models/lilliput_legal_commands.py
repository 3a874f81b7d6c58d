from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lilliput_accept_offer import LilliputAcceptOffer
    from ..models.lilliput_automa_turn import LilliputAutomaTurn
    from ..models.lilliput_best_routes import LilliputBestRoutes
    from ..models.lilliput_buy_share import LilliputBuyShare
    from ..models.lilliput_buy_train import LilliputBuyTrain
    from ..models.lilliput_copy_card import LilliputCopyCard
    from ..models.lilliput_decline_offer import LilliputDeclineOffer
    from ..models.lilliput_end_turn import LilliputEndTurn
    from ..models.lilliput_exchange_flimnap import LilliputExchangeFlimnap
    from ..models.lilliput_found_company import LilliputFoundCompany
    from ..models.lilliput_fund_companies import LilliputFundCompanies
    from ..models.lilliput_lay_character_tile import LilliputLayCharacterTile
    from ..models.lilliput_lay_tile import LilliputLayTile
    from ..models.lilliput_pay_out import LilliputPayOut
    from ..models.lilliput_pick_character import LilliputPickCharacter
    from ..models.lilliput_pick_company import LilliputPickCompany
    from ..models.lilliput_place_token import LilliputPlaceToken
    from ..models.lilliput_return_train import LilliputReturnTrain
    from ..models.lilliput_round_bonus import LilliputRoundBonus
    from ..models.lilliput_sell_shares import LilliputSellShares
    from ..models.lilliput_skip_depot import LilliputSkipDepot
    from ..models.lilliput_submit_routes import LilliputSubmitRoutes
    from ..models.lilliput_take_card import LilliputTakeCard
    from ..models.lilliput_withhold import LilliputWithhold
    from ..models.table_hand_over import TableHandOver
    from ..models.table_resign import TableResign
    from ..models.table_take_back import TableTakeBack
    from ..models.table_undo import TableUndo


T = TypeVar("T", bound="LilliputLegalCommands")


@_attrs_define
class LilliputLegalCommands:
    """
    Attributes:
        rules (Literal['lilliput']):
        version (int):
        commands (list[LilliputAcceptOffer | LilliputAutomaTurn | LilliputBestRoutes | LilliputBuyShare |
            LilliputBuyTrain | LilliputCopyCard | LilliputDeclineOffer | LilliputEndTurn | LilliputExchangeFlimnap |
            LilliputFoundCompany | LilliputFundCompanies | LilliputLayCharacterTile | LilliputLayTile | LilliputPayOut |
            LilliputPickCharacter | LilliputPickCompany | LilliputPlaceToken | LilliputReturnTrain | LilliputRoundBonus |
            LilliputSellShares | LilliputSkipDepot | LilliputSubmitRoutes | LilliputTakeCard | LilliputWithhold |
            TableHandOver | TableResign | TableTakeBack | TableUndo]):
    """

    rules: Literal["lilliput"]
    version: int
    commands: list[
        LilliputAcceptOffer
        | LilliputAutomaTurn
        | LilliputBestRoutes
        | LilliputBuyShare
        | LilliputBuyTrain
        | LilliputCopyCard
        | LilliputDeclineOffer
        | LilliputEndTurn
        | LilliputExchangeFlimnap
        | LilliputFoundCompany
        | LilliputFundCompanies
        | LilliputLayCharacterTile
        | LilliputLayTile
        | LilliputPayOut
        | LilliputPickCharacter
        | LilliputPickCompany
        | LilliputPlaceToken
        | LilliputReturnTrain
        | LilliputRoundBonus
        | LilliputSellShares
        | LilliputSkipDepot
        | LilliputSubmitRoutes
        | LilliputTakeCard
        | LilliputWithhold
        | TableHandOver
        | TableResign
        | TableTakeBack
        | TableUndo
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.lilliput_accept_offer import LilliputAcceptOffer  # noqa: PLC0415
        from ..models.lilliput_automa_turn import LilliputAutomaTurn  # noqa: PLC0415
        from ..models.lilliput_best_routes import LilliputBestRoutes  # noqa: PLC0415
        from ..models.lilliput_buy_share import LilliputBuyShare  # noqa: PLC0415
        from ..models.lilliput_buy_train import LilliputBuyTrain  # noqa: PLC0415
        from ..models.lilliput_copy_card import LilliputCopyCard  # noqa: PLC0415
        from ..models.lilliput_decline_offer import LilliputDeclineOffer  # noqa: PLC0415
        from ..models.lilliput_end_turn import LilliputEndTurn  # noqa: PLC0415
        from ..models.lilliput_exchange_flimnap import LilliputExchangeFlimnap  # noqa: PLC0415
        from ..models.lilliput_found_company import LilliputFoundCompany  # noqa: PLC0415
        from ..models.lilliput_fund_companies import LilliputFundCompanies  # noqa: PLC0415
        from ..models.lilliput_lay_character_tile import LilliputLayCharacterTile  # noqa: PLC0415
        from ..models.lilliput_lay_tile import LilliputLayTile  # noqa: PLC0415
        from ..models.lilliput_pay_out import LilliputPayOut  # noqa: PLC0415
        from ..models.lilliput_pick_character import LilliputPickCharacter  # noqa: PLC0415
        from ..models.lilliput_pick_company import LilliputPickCompany  # noqa: PLC0415
        from ..models.lilliput_place_token import LilliputPlaceToken  # noqa: PLC0415
        from ..models.lilliput_return_train import LilliputReturnTrain  # noqa: PLC0415
        from ..models.lilliput_round_bonus import LilliputRoundBonus  # noqa: PLC0415
        from ..models.lilliput_sell_shares import LilliputSellShares  # noqa: PLC0415
        from ..models.lilliput_skip_depot import LilliputSkipDepot  # noqa: PLC0415
        from ..models.lilliput_submit_routes import LilliputSubmitRoutes  # noqa: PLC0415
        from ..models.lilliput_take_card import LilliputTakeCard  # noqa: PLC0415
        from ..models.lilliput_withhold import LilliputWithhold  # noqa: PLC0415
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415

        rules = self.rules

        version = self.version

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, LilliputAcceptOffer):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputAutomaTurn):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputBestRoutes):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputBuyShare):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputBuyTrain):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputCopyCard):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputDeclineOffer):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputEndTurn):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputExchangeFlimnap):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputFoundCompany):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputFundCompanies):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputLayCharacterTile):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputLayTile):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputPayOut):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputPickCharacter):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputPickCompany):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputPlaceToken):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputReturnTrain):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputRoundBonus):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputSellShares):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputSkipDepot):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputSubmitRoutes):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputTakeCard):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, LilliputWithhold):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TableUndo):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TableResign):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TableHandOver):
                commands_item = commands_item_data.to_dict()
            else:
                commands_item = commands_item_data.to_dict()

            commands.append(commands_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rules": rules,
                "version": version,
                "commands": commands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lilliput_accept_offer import LilliputAcceptOffer  # noqa: PLC0415
        from ..models.lilliput_automa_turn import LilliputAutomaTurn  # noqa: PLC0415
        from ..models.lilliput_best_routes import LilliputBestRoutes  # noqa: PLC0415
        from ..models.lilliput_buy_share import LilliputBuyShare  # noqa: PLC0415
        from ..models.lilliput_buy_train import LilliputBuyTrain  # noqa: PLC0415
        from ..models.lilliput_copy_card import LilliputCopyCard  # noqa: PLC0415
        from ..models.lilliput_decline_offer import LilliputDeclineOffer  # noqa: PLC0415
        from ..models.lilliput_end_turn import LilliputEndTurn  # noqa: PLC0415
        from ..models.lilliput_exchange_flimnap import LilliputExchangeFlimnap  # noqa: PLC0415
        from ..models.lilliput_found_company import LilliputFoundCompany  # noqa: PLC0415
        from ..models.lilliput_fund_companies import LilliputFundCompanies  # noqa: PLC0415
        from ..models.lilliput_lay_character_tile import LilliputLayCharacterTile  # noqa: PLC0415
        from ..models.lilliput_lay_tile import LilliputLayTile  # noqa: PLC0415
        from ..models.lilliput_pay_out import LilliputPayOut  # noqa: PLC0415
        from ..models.lilliput_pick_character import LilliputPickCharacter  # noqa: PLC0415
        from ..models.lilliput_pick_company import LilliputPickCompany  # noqa: PLC0415
        from ..models.lilliput_place_token import LilliputPlaceToken  # noqa: PLC0415
        from ..models.lilliput_return_train import LilliputReturnTrain  # noqa: PLC0415
        from ..models.lilliput_round_bonus import LilliputRoundBonus  # noqa: PLC0415
        from ..models.lilliput_sell_shares import LilliputSellShares  # noqa: PLC0415
        from ..models.lilliput_skip_depot import LilliputSkipDepot  # noqa: PLC0415
        from ..models.lilliput_submit_routes import LilliputSubmitRoutes  # noqa: PLC0415
        from ..models.lilliput_take_card import LilliputTakeCard  # noqa: PLC0415
        from ..models.lilliput_withhold import LilliputWithhold  # noqa: PLC0415
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_take_back import TableTakeBack  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415

        d = dict(src_dict)
        rules = cast(Literal["lilliput"], d.pop("rules"))
        if rules != "lilliput":
            raise ValueError(f"rules must match const 'lilliput', got '{rules}'")

        version = d.pop("version")

        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> (
                LilliputAcceptOffer
                | LilliputAutomaTurn
                | LilliputBestRoutes
                | LilliputBuyShare
                | LilliputBuyTrain
                | LilliputCopyCard
                | LilliputDeclineOffer
                | LilliputEndTurn
                | LilliputExchangeFlimnap
                | LilliputFoundCompany
                | LilliputFundCompanies
                | LilliputLayCharacterTile
                | LilliputLayTile
                | LilliputPayOut
                | LilliputPickCharacter
                | LilliputPickCompany
                | LilliputPlaceToken
                | LilliputReturnTrain
                | LilliputRoundBonus
                | LilliputSellShares
                | LilliputSkipDepot
                | LilliputSubmitRoutes
                | LilliputTakeCard
                | LilliputWithhold
                | TableHandOver
                | TableResign
                | TableTakeBack
                | TableUndo
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_0 = LilliputAcceptOffer.from_dict(data)

                    return componentsschemas_lilliput_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_1 = LilliputAutomaTurn.from_dict(data)

                    return componentsschemas_lilliput_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_2 = LilliputBestRoutes.from_dict(data)

                    return componentsschemas_lilliput_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_3 = LilliputBuyShare.from_dict(data)

                    return componentsschemas_lilliput_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_4 = LilliputBuyTrain.from_dict(data)

                    return componentsschemas_lilliput_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_5 = LilliputCopyCard.from_dict(data)

                    return componentsschemas_lilliput_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_6 = LilliputDeclineOffer.from_dict(data)

                    return componentsschemas_lilliput_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_7 = LilliputEndTurn.from_dict(data)

                    return componentsschemas_lilliput_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_8 = LilliputExchangeFlimnap.from_dict(data)

                    return componentsschemas_lilliput_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_9 = LilliputFoundCompany.from_dict(data)

                    return componentsschemas_lilliput_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_10 = LilliputFundCompanies.from_dict(data)

                    return componentsschemas_lilliput_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_11 = LilliputLayCharacterTile.from_dict(data)

                    return componentsschemas_lilliput_command_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_12 = LilliputLayTile.from_dict(data)

                    return componentsschemas_lilliput_command_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_13 = LilliputPayOut.from_dict(data)

                    return componentsschemas_lilliput_command_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_14 = LilliputPickCharacter.from_dict(data)

                    return componentsschemas_lilliput_command_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_15 = LilliputPickCompany.from_dict(data)

                    return componentsschemas_lilliput_command_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_16 = LilliputPlaceToken.from_dict(data)

                    return componentsschemas_lilliput_command_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_17 = LilliputReturnTrain.from_dict(data)

                    return componentsschemas_lilliput_command_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_18 = LilliputRoundBonus.from_dict(data)

                    return componentsschemas_lilliput_command_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_19 = LilliputSellShares.from_dict(data)

                    return componentsschemas_lilliput_command_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_20 = LilliputSkipDepot.from_dict(data)

                    return componentsschemas_lilliput_command_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_21 = LilliputSubmitRoutes.from_dict(data)

                    return componentsschemas_lilliput_command_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_22 = LilliputTakeCard.from_dict(data)

                    return componentsschemas_lilliput_command_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_23 = LilliputWithhold.from_dict(data)

                    return componentsschemas_lilliput_command_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_24 = TableUndo.from_dict(data)

                    return componentsschemas_lilliput_command_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_25 = TableResign.from_dict(data)

                    return componentsschemas_lilliput_command_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_26 = TableHandOver.from_dict(data)

                    return componentsschemas_lilliput_command_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lilliput_command_type_27 = TableTakeBack.from_dict(data)

                return componentsschemas_lilliput_command_type_27

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        lilliput_legal_commands = cls(
            rules=rules,
            version=version,
            commands=commands,
        )

        lilliput_legal_commands.additional_properties = d
        return lilliput_legal_commands

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
