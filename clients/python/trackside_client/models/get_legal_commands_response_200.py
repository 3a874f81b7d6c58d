from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

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
    from ..models.mini_express_automa_turn import MiniExpressAutomaTurn
    from ..models.mini_express_build import MiniExpressBuild
    from ..models.mini_express_draft import MiniExpressDraft
    from ..models.mini_express_pass import MiniExpressPass
    from ..models.mini_express_take_share import MiniExpressTakeShare
    from ..models.railroad_ink_draw_volcano import RailroadInkDrawVolcano
    from ..models.railroad_ink_end_round import RailroadInkEndRound
    from ..models.railroad_ink_erase_route import RailroadInkEraseRoute
    from ..models.railroad_ink_ignore_meteor import RailroadInkIgnoreMeteor
    from ..models.railroad_ink_meteor_strike import RailroadInkMeteorStrike
    from ..models.railroad_ink_place_lava import RailroadInkPlaceLava
    from ..models.railroad_ink_place_route import RailroadInkPlaceRoute
    from ..models.railroad_ink_place_special import RailroadInkPlaceSpecial
    from ..models.table_hand_over import TableHandOver
    from ..models.table_resign import TableResign
    from ..models.table_take_back import TableTakeBack
    from ..models.table_undo import TableUndo
    from ..models.ticket_to_ride_claim_route import TicketToRideClaimRoute
    from ..models.ticket_to_ride_draw_deck import TicketToRideDrawDeck
    from ..models.ticket_to_ride_draw_tickets import TicketToRideDrawTickets
    from ..models.ticket_to_ride_keep_tickets import TicketToRideKeepTickets
    from ..models.ticket_to_ride_pass import TicketToRidePass
    from ..models.ticket_to_ride_take_face_up import TicketToRideTakeFaceUp
    from ..models.tinners_trail_bid import TinnersTrailBid
    from ..models.tinners_trail_build_mine import TinnersTrailBuildMine
    from ..models.tinners_trail_build_port import TinnersTrailBuildPort
    from ..models.tinners_trail_build_train import TinnersTrailBuildTrain
    from ..models.tinners_trail_dig_adit import TinnersTrailDigAdit
    from ..models.tinners_trail_drop_out import TinnersTrailDropOut
    from ..models.tinners_trail_explore import TinnersTrailExplore
    from ..models.tinners_trail_improve_pumps import TinnersTrailImprovePumps
    from ..models.tinners_trail_invest import TinnersTrailInvest
    from ..models.tinners_trail_mine_ore import TinnersTrailMineOre
    from ..models.tinners_trail_pass import TinnersTrailPass
    from ..models.tinners_trail_place_miner import TinnersTrailPlaceMiner
    from ..models.tinners_trail_sell_pasties import TinnersTrailSellPasties


T = TypeVar("T", bound="GetLegalCommandsResponse200")


@_attrs_define
class GetLegalCommandsResponse200:
    """
    Attributes:
        version (int):
        commands (list[LilliputAcceptOffer | LilliputAutomaTurn | LilliputBestRoutes | LilliputBuyShare |
            LilliputBuyTrain | LilliputCopyCard | LilliputDeclineOffer | LilliputEndTurn | LilliputExchangeFlimnap |
            LilliputFoundCompany | LilliputFundCompanies | LilliputLayCharacterTile | LilliputLayTile | LilliputPayOut |
            LilliputPickCharacter | LilliputPickCompany | LilliputPlaceToken | LilliputReturnTrain | LilliputRoundBonus |
            LilliputSellShares | LilliputSkipDepot | LilliputSubmitRoutes | LilliputTakeCard | LilliputWithhold |
            MiniExpressAutomaTurn | MiniExpressBuild | MiniExpressDraft | MiniExpressPass | MiniExpressTakeShare |
            RailroadInkDrawVolcano | RailroadInkEndRound | RailroadInkEraseRoute | RailroadInkIgnoreMeteor |
            RailroadInkMeteorStrike | RailroadInkPlaceLava | RailroadInkPlaceRoute | RailroadInkPlaceSpecial | TableHandOver
            | TableResign | TableTakeBack | TableUndo | TicketToRideClaimRoute | TicketToRideDrawDeck |
            TicketToRideDrawTickets | TicketToRideKeepTickets | TicketToRidePass | TicketToRideTakeFaceUp | TinnersTrailBid
            | TinnersTrailBuildMine | TinnersTrailBuildPort | TinnersTrailBuildTrain | TinnersTrailDigAdit |
            TinnersTrailDropOut | TinnersTrailExplore | TinnersTrailImprovePumps | TinnersTrailInvest | TinnersTrailMineOre
            | TinnersTrailPass | TinnersTrailPlaceMiner | TinnersTrailSellPasties]):
    """

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
        | MiniExpressAutomaTurn
        | MiniExpressBuild
        | MiniExpressDraft
        | MiniExpressPass
        | MiniExpressTakeShare
        | RailroadInkDrawVolcano
        | RailroadInkEndRound
        | RailroadInkEraseRoute
        | RailroadInkIgnoreMeteor
        | RailroadInkMeteorStrike
        | RailroadInkPlaceLava
        | RailroadInkPlaceRoute
        | RailroadInkPlaceSpecial
        | TableHandOver
        | TableResign
        | TableTakeBack
        | TableUndo
        | TicketToRideClaimRoute
        | TicketToRideDrawDeck
        | TicketToRideDrawTickets
        | TicketToRideKeepTickets
        | TicketToRidePass
        | TicketToRideTakeFaceUp
        | TinnersTrailBid
        | TinnersTrailBuildMine
        | TinnersTrailBuildPort
        | TinnersTrailBuildTrain
        | TinnersTrailDigAdit
        | TinnersTrailDropOut
        | TinnersTrailExplore
        | TinnersTrailImprovePumps
        | TinnersTrailInvest
        | TinnersTrailMineOre
        | TinnersTrailPass
        | TinnersTrailPlaceMiner
        | TinnersTrailSellPasties
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
        from ..models.mini_express_automa_turn import MiniExpressAutomaTurn  # noqa: PLC0415
        from ..models.mini_express_build import MiniExpressBuild  # noqa: PLC0415
        from ..models.mini_express_draft import MiniExpressDraft  # noqa: PLC0415
        from ..models.mini_express_pass import MiniExpressPass  # noqa: PLC0415
        from ..models.mini_express_take_share import MiniExpressTakeShare  # noqa: PLC0415
        from ..models.railroad_ink_draw_volcano import RailroadInkDrawVolcano  # noqa: PLC0415
        from ..models.railroad_ink_end_round import RailroadInkEndRound  # noqa: PLC0415
        from ..models.railroad_ink_erase_route import RailroadInkEraseRoute  # noqa: PLC0415
        from ..models.railroad_ink_ignore_meteor import RailroadInkIgnoreMeteor  # noqa: PLC0415
        from ..models.railroad_ink_meteor_strike import RailroadInkMeteorStrike  # noqa: PLC0415
        from ..models.railroad_ink_place_lava import RailroadInkPlaceLava  # noqa: PLC0415
        from ..models.railroad_ink_place_route import RailroadInkPlaceRoute  # noqa: PLC0415
        from ..models.railroad_ink_place_special import RailroadInkPlaceSpecial  # noqa: PLC0415
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_take_back import TableTakeBack  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415
        from ..models.ticket_to_ride_claim_route import TicketToRideClaimRoute  # noqa: PLC0415
        from ..models.ticket_to_ride_draw_deck import TicketToRideDrawDeck  # noqa: PLC0415
        from ..models.ticket_to_ride_draw_tickets import TicketToRideDrawTickets  # noqa: PLC0415
        from ..models.ticket_to_ride_keep_tickets import TicketToRideKeepTickets  # noqa: PLC0415
        from ..models.ticket_to_ride_pass import TicketToRidePass  # noqa: PLC0415
        from ..models.ticket_to_ride_take_face_up import TicketToRideTakeFaceUp  # noqa: PLC0415
        from ..models.tinners_trail_bid import TinnersTrailBid  # noqa: PLC0415
        from ..models.tinners_trail_build_mine import TinnersTrailBuildMine  # noqa: PLC0415
        from ..models.tinners_trail_build_port import TinnersTrailBuildPort  # noqa: PLC0415
        from ..models.tinners_trail_build_train import TinnersTrailBuildTrain  # noqa: PLC0415
        from ..models.tinners_trail_dig_adit import TinnersTrailDigAdit  # noqa: PLC0415
        from ..models.tinners_trail_drop_out import TinnersTrailDropOut  # noqa: PLC0415
        from ..models.tinners_trail_explore import TinnersTrailExplore  # noqa: PLC0415
        from ..models.tinners_trail_improve_pumps import TinnersTrailImprovePumps  # noqa: PLC0415
        from ..models.tinners_trail_invest import TinnersTrailInvest  # noqa: PLC0415
        from ..models.tinners_trail_mine_ore import TinnersTrailMineOre  # noqa: PLC0415
        from ..models.tinners_trail_pass import TinnersTrailPass  # noqa: PLC0415
        from ..models.tinners_trail_place_miner import TinnersTrailPlaceMiner  # noqa: PLC0415

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
            elif isinstance(commands_item_data, TableTakeBack):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, MiniExpressAutomaTurn):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, MiniExpressBuild):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, MiniExpressDraft):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, MiniExpressPass):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, MiniExpressTakeShare):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkDrawVolcano):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkEndRound):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkEraseRoute):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkIgnoreMeteor):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkMeteorStrike):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkPlaceLava):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkPlaceRoute):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, RailroadInkPlaceSpecial):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRideClaimRoute):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRideDrawDeck):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRideDrawTickets):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRideKeepTickets):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRidePass):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TicketToRideTakeFaceUp):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailBid):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailBuildMine):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailBuildPort):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailBuildTrain):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailDigAdit):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailDropOut):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailExplore):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailImprovePumps):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailInvest):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailMineOre):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailPass):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, TinnersTrailPlaceMiner):
                commands_item = commands_item_data.to_dict()
            else:
                commands_item = commands_item_data.to_dict()

            commands.append(commands_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
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
        from ..models.mini_express_automa_turn import MiniExpressAutomaTurn  # noqa: PLC0415
        from ..models.mini_express_build import MiniExpressBuild  # noqa: PLC0415
        from ..models.mini_express_draft import MiniExpressDraft  # noqa: PLC0415
        from ..models.mini_express_pass import MiniExpressPass  # noqa: PLC0415
        from ..models.mini_express_take_share import MiniExpressTakeShare  # noqa: PLC0415
        from ..models.railroad_ink_draw_volcano import RailroadInkDrawVolcano  # noqa: PLC0415
        from ..models.railroad_ink_end_round import RailroadInkEndRound  # noqa: PLC0415
        from ..models.railroad_ink_erase_route import RailroadInkEraseRoute  # noqa: PLC0415
        from ..models.railroad_ink_ignore_meteor import RailroadInkIgnoreMeteor  # noqa: PLC0415
        from ..models.railroad_ink_meteor_strike import RailroadInkMeteorStrike  # noqa: PLC0415
        from ..models.railroad_ink_place_lava import RailroadInkPlaceLava  # noqa: PLC0415
        from ..models.railroad_ink_place_route import RailroadInkPlaceRoute  # noqa: PLC0415
        from ..models.railroad_ink_place_special import RailroadInkPlaceSpecial  # noqa: PLC0415
        from ..models.table_hand_over import TableHandOver  # noqa: PLC0415
        from ..models.table_resign import TableResign  # noqa: PLC0415
        from ..models.table_take_back import TableTakeBack  # noqa: PLC0415
        from ..models.table_undo import TableUndo  # noqa: PLC0415
        from ..models.ticket_to_ride_claim_route import TicketToRideClaimRoute  # noqa: PLC0415
        from ..models.ticket_to_ride_draw_deck import TicketToRideDrawDeck  # noqa: PLC0415
        from ..models.ticket_to_ride_draw_tickets import TicketToRideDrawTickets  # noqa: PLC0415
        from ..models.ticket_to_ride_keep_tickets import TicketToRideKeepTickets  # noqa: PLC0415
        from ..models.ticket_to_ride_pass import TicketToRidePass  # noqa: PLC0415
        from ..models.ticket_to_ride_take_face_up import TicketToRideTakeFaceUp  # noqa: PLC0415
        from ..models.tinners_trail_bid import TinnersTrailBid  # noqa: PLC0415
        from ..models.tinners_trail_build_mine import TinnersTrailBuildMine  # noqa: PLC0415
        from ..models.tinners_trail_build_port import TinnersTrailBuildPort  # noqa: PLC0415
        from ..models.tinners_trail_build_train import TinnersTrailBuildTrain  # noqa: PLC0415
        from ..models.tinners_trail_dig_adit import TinnersTrailDigAdit  # noqa: PLC0415
        from ..models.tinners_trail_drop_out import TinnersTrailDropOut  # noqa: PLC0415
        from ..models.tinners_trail_explore import TinnersTrailExplore  # noqa: PLC0415
        from ..models.tinners_trail_improve_pumps import TinnersTrailImprovePumps  # noqa: PLC0415
        from ..models.tinners_trail_invest import TinnersTrailInvest  # noqa: PLC0415
        from ..models.tinners_trail_mine_ore import TinnersTrailMineOre  # noqa: PLC0415
        from ..models.tinners_trail_pass import TinnersTrailPass  # noqa: PLC0415
        from ..models.tinners_trail_place_miner import TinnersTrailPlaceMiner  # noqa: PLC0415
        from ..models.tinners_trail_sell_pasties import TinnersTrailSellPasties  # noqa: PLC0415

        d = dict(src_dict)
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
                | MiniExpressAutomaTurn
                | MiniExpressBuild
                | MiniExpressDraft
                | MiniExpressPass
                | MiniExpressTakeShare
                | RailroadInkDrawVolcano
                | RailroadInkEndRound
                | RailroadInkEraseRoute
                | RailroadInkIgnoreMeteor
                | RailroadInkMeteorStrike
                | RailroadInkPlaceLava
                | RailroadInkPlaceRoute
                | RailroadInkPlaceSpecial
                | TableHandOver
                | TableResign
                | TableTakeBack
                | TableUndo
                | TicketToRideClaimRoute
                | TicketToRideDrawDeck
                | TicketToRideDrawTickets
                | TicketToRideKeepTickets
                | TicketToRidePass
                | TicketToRideTakeFaceUp
                | TinnersTrailBid
                | TinnersTrailBuildMine
                | TinnersTrailBuildPort
                | TinnersTrailBuildTrain
                | TinnersTrailDigAdit
                | TinnersTrailDropOut
                | TinnersTrailExplore
                | TinnersTrailImprovePumps
                | TinnersTrailInvest
                | TinnersTrailMineOre
                | TinnersTrailPass
                | TinnersTrailPlaceMiner
                | TinnersTrailSellPasties
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lilliput_command_type_27 = TableTakeBack.from_dict(data)

                    return componentsschemas_lilliput_command_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_0 = MiniExpressAutomaTurn.from_dict(data)

                    return componentsschemas_mini_express_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_1 = MiniExpressBuild.from_dict(data)

                    return componentsschemas_mini_express_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_2 = MiniExpressDraft.from_dict(data)

                    return componentsschemas_mini_express_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_3 = MiniExpressPass.from_dict(data)

                    return componentsschemas_mini_express_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mini_express_command_type_4 = MiniExpressTakeShare.from_dict(data)

                    return componentsschemas_mini_express_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_0 = RailroadInkDrawVolcano.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_1 = RailroadInkEndRound.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_2 = RailroadInkEraseRoute.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_3 = RailroadInkIgnoreMeteor.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_4 = RailroadInkMeteorStrike.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_5 = RailroadInkPlaceLava.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_6 = RailroadInkPlaceRoute.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_railroad_ink_command_type_7 = RailroadInkPlaceSpecial.from_dict(data)

                    return componentsschemas_railroad_ink_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_0 = TicketToRideClaimRoute.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_1 = TicketToRideDrawDeck.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_2 = TicketToRideDrawTickets.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_3 = TicketToRideKeepTickets.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_4 = TicketToRidePass.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ticket_to_ride_command_type_5 = TicketToRideTakeFaceUp.from_dict(data)

                    return componentsschemas_ticket_to_ride_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_0 = TinnersTrailBid.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_1 = TinnersTrailBuildMine.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_2 = TinnersTrailBuildPort.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_3 = TinnersTrailBuildTrain.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_4 = TinnersTrailDigAdit.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_5 = TinnersTrailDropOut.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_6 = TinnersTrailExplore.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_7 = TinnersTrailImprovePumps.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_8 = TinnersTrailInvest.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_9 = TinnersTrailMineOre.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_10 = TinnersTrailPass.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_tinners_trail_command_type_11 = TinnersTrailPlaceMiner.from_dict(data)

                    return componentsschemas_tinners_trail_command_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tinners_trail_command_type_12 = TinnersTrailSellPasties.from_dict(data)

                return componentsschemas_tinners_trail_command_type_12

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        get_legal_commands_response_200 = cls(
            version=version,
            commands=commands,
        )

        get_legal_commands_response_200.additional_properties = d
        return get_legal_commands_response_200

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
